// Generated from schema/life/operationLinks.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';

const editable = {
  title: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  url: z.string().trim().min(1, 'is required').max(2000, 'must be at most 2000 characters').pipe(z.url({ protocol: /^https?$/, error: 'must be a web address starting with http:// or https://' })),
  category: z.enum(["operations", "people", "finance", "suppliers", "other"]),
  description: z.string().trim().max(1000, 'must be at most 1000 characters').nullish(),
  country: z.enum(["dk", "no", "fi", "uk"]),
  sortOrder: z.number().int('must be a whole number').min(0, 'must be at least 0').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const operationLinksResource: ResourceMeta = {
  name: 'operationLinks',
  file: 'schema/life/operationLinks.ts',
  surface: 'main',
  table: "operation_links",
  versioned: true,
  scope: { "country": "country" },
  columns: { "title": "text", "url": "text", "category": "enum", "description": "text", "country": "enum", "sortOrder": "number" },
  readOnly: [],
  defaults: { "category": "operations", "sortOrder": 0 },
  search: ["title"],
  defaultSort: { "field": "sortOrder", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /Operations/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type OperationLinksGetOneInput = EndpointInput<typeof getOneSchemas>;

/** GET /Operations/ByCountry/{country} */
const getListSchemas = {
  params: z.object({ country: z.enum(["dk", "no", "fi", "uk"]) }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type OperationLinksGetListInput = EndpointInput<typeof getListSchemas>;

/** POST /Operations */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type OperationLinksCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /Operations/{id} */
const updateSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: updateSchema,
} satisfies EndpointSchemas;
export type OperationLinksUpdateInput = EndpointInput<typeof updateSchemas>;

/** DELETE /Operations/{id} */
const deleteSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type OperationLinksDeleteInput = EndpointInput<typeof deleteSchemas>;

export const operationLinksRoutes: EndpointRoute[] = [
  {
    resource: 'operationLinks',
    name: 'getOne',
    surface: 'main',
    method: 'GET',
    path: "/Operations/:id",
    specPath: "/Operations/{id}",
    access: 'read',
    permission: ["vp.life.operationlinks.show", "vp.vp.operationlinks.show"],
    scope: { "country": ["record"] },
    id: "path:id",
    schemas: getOneSchemas,
    upload: false,
    handler: { store: 'get' },
    returns: 'record',
    error: "Unable to get operation link",
  },
  {
    resource: 'operationLinks',
    name: 'getList',
    surface: 'main',
    method: 'GET',
    path: "/Operations/ByCountry/:country",
    specPath: "/Operations/ByCountry/{country}",
    access: 'read',
    permission: ["vp.life.operationlinks.show", "vp.vp.operationlinks.show"],
    scope: { "country": ["path:country"] },
    id: null,
    schemas: getListSchemas,
    upload: false,
    handler: { store: 'list', match: { "country": "path:country" } },
    returns: 'records',
    error: "Unable to get operation links",
  },
  {
    resource: 'operationLinks',
    name: 'create',
    surface: 'main',
    method: 'POST',
    path: "/Operations",
    specPath: "/Operations",
    access: 'write',
    permission: ["vp.life.operationlinks.edit"],
    scope: { "country": ["body:country"] },
    id: null,
    schemas: createSchemas,
    upload: false,
    handler: { store: 'create' },
    returns: 'record',
    error: "Unable to create operation link",
  },
  {
    resource: 'operationLinks',
    name: 'update',
    surface: 'main',
    method: 'PUT',
    path: "/Operations/:id",
    specPath: "/Operations/{id}",
    access: 'write',
    permission: ["vp.life.operationlinks.edit"],
    scope: { "country": ["record", "body:country"] },
    id: "path:id",
    schemas: updateSchemas,
    upload: false,
    handler: { store: 'update' },
    returns: 'record',
    error: "Unable to update operation link",
  },
  {
    resource: 'operationLinks',
    name: 'delete',
    surface: 'main',
    method: 'DELETE',
    path: "/Operations/:id",
    specPath: "/Operations/{id}",
    access: 'write',
    permission: ["vp.life.operationlinks.edit"],
    scope: { "country": ["record"] },
    id: "path:id",
    schemas: deleteSchemas,
    upload: false,
    handler: { store: 'delete' },
    returns: 'none',
    error: "Unable to delete operation link",
  },
];
