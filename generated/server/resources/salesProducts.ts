// Generated from schema/pos/salesProducts.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { SalesProductsResults } from '@/shared/pos/salesProducts';

const editable = {
  name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  number: z.string().trim().max(40, 'must be at most 40 characters').nullish(),
  salesProductGroupId: z.string().min(1, 'is required'),
  salesProductSubGroupId: z.string().nullish(),
  taxGroupId: z.string().min(1, 'is required'),
  prices: z.array(z.object({ priceGroupId: z.string().min(1, 'is required'), price: z.number().int('must be an amount in minor units').min(0, 'must be at least 0') })).max(50, 'must have at most 50 items').nullish(),
  recipeId: z.string().nullish(),
  allergyIds: z.array(z.string()).max(30, 'must have at most 30 items').nullish(),
  color: z.union([z.literal(''), z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #1b5e20')]).nullish(),
  country: z.enum(["dk", "no", "fi", "uk"]),
  isActive: z.boolean().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const salesProductsResource: ResourceMeta = {
  name: 'salesProducts',
  file: 'schema/pos/salesProducts.ts',
  surface: 'pos',
  table: "sales_products",
  versioned: true,
  scope: { "country": "country" },
  columns: { "name": "text", "number": "text", "salesProductGroupId": "reference", "salesProductSubGroupId": "reference", "taxGroupId": "reference", "prices": "json", "recipeId": "reference", "allergyIds": "json", "color": "text", "country": "enum", "isActive": "boolean" },
  readOnly: [],
  defaults: { "isActive": true },
  search: ["name", "number"],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /SalesProducts */
const getListSchemas = {
  params: null,
  query: null,
  headers: z.object({ countryid: z.enum(["dk", "no", "fi", "uk"]) }),
  body: null,
} satisfies EndpointSchemas;
export type SalesProductsGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /SalesProduct/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type SalesProductsGetOneInput = EndpointInput<typeof getOneSchemas>;

/** POST /SalesProducts/ */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type SalesProductsCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /SalesProduct/{id} */
const updateSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: updateSchema,
} satisfies EndpointSchemas;
export type SalesProductsUpdateInput = EndpointInput<typeof updateSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/pos/salesProducts.ts and joined to the routes by the server's registry. */
export interface SalesProductsActions {
  create: DomainAction<SalesProductsCreateInput, SalesProductsResults['create']>;
  update: DomainAction<SalesProductsUpdateInput, SalesProductsResults['update']>;
}

export function salesProductsRoutes(actions: SalesProductsActions): EndpointRoute[] {
  return [
    {
      resource: 'salesProducts',
      name: 'getList',
      surface: 'pos',
      method: 'GET',
      path: "/SalesProducts",
      specPath: "/SalesProducts",
      access: 'read',
      permission: ["pp.pos.poc.show", "pp.pim.stockproducts.show", "vp.vp.pim.stockmanagement.show", "pp.pim.stockmanagement.show", "pp.pim.stockproductrequests.show"],
      scope: { "country": ["header:countryId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { store: 'list', match: { "country": "header:countryId" } },
      returns: 'records',
      error: "Unable to get sales products",
    },
    {
      resource: 'salesProducts',
      name: 'getOne',
      surface: 'pos',
      method: 'GET',
      path: "/SalesProduct/:id",
      specPath: "/SalesProduct/{id}",
      access: 'read',
      permission: ["pp.pos.poc.show", "pp.pim.stockproducts.show", "vp.vp.pim.stockmanagement.show", "pp.pim.stockmanagement.show", "pp.pim.stockproductrequests.show"],
      scope: { "country": ["record"] },
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { store: 'get' },
      returns: 'record',
      error: "Unable to get single sales product",
    },
    {
      resource: 'salesProducts',
      name: 'create',
      surface: 'pos',
      method: 'POST',
      path: "/SalesProducts/",
      specPath: "/SalesProducts/",
      access: 'write',
      permission: ["pp.pos.poc.edit"],
      scope: { "country": ["body:country"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to create sales product",
    },
    {
      resource: 'salesProducts',
      name: 'update',
      surface: 'pos',
      method: 'PUT',
      path: "/SalesProduct/:id",
      specPath: "/SalesProduct/{id}",
      access: 'write',
      permission: ["pp.pos.poc.edit"],
      scope: { "country": ["record", "body:country"] },
      id: "path:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update sales product with id {id}",
    },
  ];
}
