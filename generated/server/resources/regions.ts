// Generated from schema/shell/regions.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';

const editable = {
  name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  country: z.enum(["dk", "no", "fi", "uk"]),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const regionsResource: ResourceMeta = {
  name: 'regions',
  file: 'schema/shell/regions.ts',
  surface: 'main',
  table: "regions",
  versioned: true,
  scope: { "country": "country" },
  columns: { "name": "text", "country": "enum" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /Idam/Region/ */
const getListSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type RegionsGetListInput = EndpointInput<typeof getListSchemas>;

export const regionsRoutes: EndpointRoute[] = [
  {
    resource: 'regions',
    name: 'getList',
    surface: 'main',
    method: 'GET',
    path: "/Idam/Region/",
    specPath: "/Idam/Region/",
    access: 'read',
    permission: null,
    scope: {},
    id: null,
    schemas: getListSchemas,
    upload: false,
    handler: { store: 'list', match: {} },
    returns: 'records',
    error: "Unable to get regions",
  },
];
