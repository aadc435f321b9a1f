// Generated from schema/pos/packages.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { PackagesResults } from '@/shared/pos/packages';
import { dateSchema } from '@/shared/validation';

const editable = {
  name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  description: z.string().trim().max(1000, 'must be at most 1000 characters').nullish(),
  price: z.number().int('must be an amount in minor units').min(0, 'must be at least 0'),
  items: z.array(z.object({ salesProductId: z.string().min(1, 'is required'), quantity: z.number().int('must be a whole number').min(1, 'must be at least 1').max(1000, 'must be at most 1000') })).max(40, 'must have at most 40 items').nullish(),
  validFrom: dateSchema.nullish(),
  validTo: dateSchema.nullish(),
  country: z.enum(["dk", "no", "fi", "uk"]),
  isActive: z.boolean().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const packagesResource: ResourceMeta = {
  name: 'packages',
  file: 'schema/pos/packages.ts',
  surface: 'pos',
  table: "packages",
  versioned: true,
  scope: { "country": "country" },
  columns: { "name": "text", "description": "text", "price": "money", "items": "json", "validFrom": "date", "validTo": "date", "country": "enum", "isActive": "boolean" },
  readOnly: [],
  defaults: { "isActive": true },
  search: ["name"],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /Packages */
const getListSchemas = {
  params: null,
  query: null,
  headers: z.object({ countryid: z.enum(["dk", "no", "fi", "uk"]) }),
  body: null,
} satisfies EndpointSchemas;
export type PackagesGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /Package/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type PackagesGetOneInput = EndpointInput<typeof getOneSchemas>;

/** POST /Packages/ */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type PackagesCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /Package/{id} */
const updateSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: updateSchema,
} satisfies EndpointSchemas;
export type PackagesUpdateInput = EndpointInput<typeof updateSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/pos/packages.ts and joined to the routes by the server's registry. */
export interface PackagesActions {
  create: DomainAction<PackagesCreateInput, PackagesResults['create']>;
  update: DomainAction<PackagesUpdateInput, PackagesResults['update']>;
}

export function packagesRoutes(actions: PackagesActions): EndpointRoute[] {
  return [
    {
      resource: 'packages',
      name: 'getList',
      surface: 'pos',
      method: 'GET',
      path: "/Packages",
      specPath: "/Packages",
      access: 'read',
      permission: ["pp.pos.poc.show", "pp.pim.stockproducts.show", "vp.vp.pim.stockmanagement.show", "pp.pim.stockmanagement.show", "pp.pim.stockproductrequests.show"],
      scope: { "country": ["header:countryId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { store: 'list', match: { "country": "header:countryId" } },
      returns: 'records',
      error: "Unable to get packages",
    },
    {
      resource: 'packages',
      name: 'getOne',
      surface: 'pos',
      method: 'GET',
      path: "/Package/:id",
      specPath: "/Package/{id}",
      access: 'read',
      permission: ["pp.pos.poc.show", "pp.pim.stockproducts.show", "vp.vp.pim.stockmanagement.show", "pp.pim.stockmanagement.show", "pp.pim.stockproductrequests.show"],
      scope: { "country": ["record"] },
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { store: 'get' },
      returns: 'record',
      error: "Unable to get single package",
    },
    {
      resource: 'packages',
      name: 'create',
      surface: 'pos',
      method: 'POST',
      path: "/Packages/",
      specPath: "/Packages/",
      access: 'write',
      permission: ["pp.pos.poc.edit"],
      scope: { "country": ["body:country"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to create package",
    },
    {
      resource: 'packages',
      name: 'update',
      surface: 'pos',
      method: 'PUT',
      path: "/Package/:id",
      specPath: "/Package/{id}",
      access: 'write',
      permission: ["pp.pos.poc.edit"],
      scope: { "country": ["record", "body:country"] },
      id: "path:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update package with id {id}",
    },
  ];
}
