// Generated from schema/pos/vendors.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';

const editable = {
  name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  vendorNumber: z.string().trim().max(40, 'must be at most 40 characters').nullish(),
  contactName: z.string().trim().max(120, 'must be at most 120 characters').nullish(),
  email: z.union([z.literal(''), z.string().trim().max(200, 'must be at most 200 characters').pipe(z.email('must be an email address'))]).nullish(),
  phone: z.union([z.literal(''), z.string().trim().regex(/^\+?[0-9 ()-]{4,20}$/, 'must be a phone number')]).nullish(),
  leadTimeDays: z.number().int('must be a whole number').min(0, 'must be at least 0').max(60, 'must be at most 60').nullish(),
  minimumOrder: z.number().int('must be an amount in minor units').min(0, 'must be at least 0').nullish(),
  country: z.enum(["dk", "no", "fi", "uk"]),
  isActive: z.boolean().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const vendorsResource: ResourceMeta = {
  name: 'vendors',
  file: 'schema/pos/vendors.ts',
  surface: 'pos',
  table: "vendors",
  versioned: true,
  scope: { "country": "country" },
  columns: { "name": "text", "vendorNumber": "text", "contactName": "text", "email": "text", "phone": "text", "leadTimeDays": "number", "minimumOrder": "money", "country": "enum", "isActive": "boolean" },
  readOnly: [],
  defaults: { "leadTimeDays": 2, "isActive": true },
  search: ["name", "vendorNumber"],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /Vendors */
const getListSchemas = {
  params: null,
  query: null,
  headers: z.object({ countryid: z.enum(["dk", "no", "fi", "uk"]) }),
  body: null,
} satisfies EndpointSchemas;
export type VendorsGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /Vendor/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VendorsGetOneInput = EndpointInput<typeof getOneSchemas>;

/** POST /Vendors */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type VendorsCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /Vendor/{id} */
const updateSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: updateSchema,
} satisfies EndpointSchemas;
export type VendorsUpdateInput = EndpointInput<typeof updateSchemas>;

export const vendorsRoutes: EndpointRoute[] = [
  {
    resource: 'vendors',
    name: 'getList',
    surface: 'pos',
    method: 'GET',
    path: "/Vendors",
    specPath: "/Vendors",
    access: 'read',
    permission: ["pp.pos.poc.show", "pp.pim.stockproducts.show", "vp.vp.pim.stockmanagement.show", "pp.pim.stockmanagement.show", "pp.pim.stockproductrequests.show"],
    scope: { "country": ["header:countryId"] },
    id: null,
    schemas: getListSchemas,
    upload: false,
    handler: { store: 'list', match: { "country": "header:countryId" } },
    returns: 'records',
    error: "Unable to get vendors",
  },
  {
    resource: 'vendors',
    name: 'getOne',
    surface: 'pos',
    method: 'GET',
    path: "/Vendor/:id",
    specPath: "/Vendor/{id}",
    access: 'read',
    permission: ["pp.pos.poc.show", "pp.pim.stockproducts.show", "vp.vp.pim.stockmanagement.show", "pp.pim.stockmanagement.show", "pp.pim.stockproductrequests.show"],
    scope: { "country": ["record"] },
    id: "path:id",
    schemas: getOneSchemas,
    upload: false,
    handler: { store: 'get' },
    returns: 'record',
    error: "Unable to get vendor",
  },
  {
    resource: 'vendors',
    name: 'create',
    surface: 'pos',
    method: 'POST',
    path: "/Vendors",
    specPath: "/Vendors",
    access: 'write',
    permission: ["pp.pos.poc.edit"],
    scope: { "country": ["body:country"] },
    id: null,
    schemas: createSchemas,
    upload: false,
    handler: { store: 'create' },
    returns: 'record',
    error: "Unable to create vendor",
  },
  {
    resource: 'vendors',
    name: 'update',
    surface: 'pos',
    method: 'PUT',
    path: "/Vendor/:id",
    specPath: "/Vendor/{id}",
    access: 'write',
    permission: ["pp.pos.poc.edit"],
    scope: { "country": ["record", "body:country"] },
    id: "path:id",
    schemas: updateSchemas,
    upload: false,
    handler: { store: 'update' },
    returns: 'record',
    error: "Unable to update vendor with id {id}",
  },
];
