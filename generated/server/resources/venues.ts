// Generated from schema/shell/venues.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';

const editable = {
  name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  shortName: z.string().trim().max(20, 'must be at most 20 characters').nullish(),
  logoUrl: z.union([z.literal(''), z.string().trim().pipe(z.url({ protocol: /^https?$/, error: 'must be a web address starting with http:// or https://' }))]).nullish(),
  country: z.enum(["dk", "no", "fi", "uk"]),
  timeZone: z.string().trim().min(1, 'is required'),
  regionId: z.string().nullish(),
  isActive: z.boolean().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const venuesResource: ResourceMeta = {
  name: 'venues',
  file: 'schema/shell/venues.ts',
  surface: 'main',
  table: "venues",
  versioned: true,
  scope: { "country": "country" },
  columns: { "name": "text", "shortName": "text", "logoUrl": "text", "country": "enum", "timeZone": "text", "regionId": "reference", "isActive": "boolean" },
  readOnly: [],
  defaults: { "isActive": true },
  search: ["name"],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /Venues */
const getListSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenuesGetListInput = EndpointInput<typeof getListSchemas>;

export const venuesRoutes: EndpointRoute[] = [
  {
    resource: 'venues',
    name: 'getList',
    surface: 'main',
    method: 'GET',
    path: "/Venues",
    specPath: "/Venues",
    access: 'read',
    permission: null,
    scope: {},
    id: null,
    schemas: getListSchemas,
    upload: false,
    handler: { store: 'list', match: {} },
    returns: 'records',
    error: "Unable to get global venues",
  },
];
