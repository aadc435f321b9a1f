// Generated from schema/pos/stockProducts.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { StockProductsResults } from '@/shared/pos/stockProducts';

const editable = {
  name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  number: z.string().trim().max(40, 'must be at most 40 characters').nullish(),
  stockProductGroupId: z.string().min(1, 'is required'),
  vendorId: z.string().nullish(),
  productUnitId: z.string().min(1, 'is required'),
  stockContainerTypeId: z.string().nullish(),
  contentAmount: z.number().min(0, 'must be at least 0').max(100000, 'must be at most 100000').nullish(),
  contentUnit: z.enum(["cl", "l", "g", "kg", "pcs"]).nullish(),
  pouringCategoryId: z.string().nullish(),
  costPrice: z.number().int('must be an amount in minor units').min(0, 'must be at least 0'),
  barcode: z.string().trim().max(40, 'must be at most 40 characters').regex(new RegExp("^[0-9]{8,14}$"), 'has the wrong format').nullish(),
  country: z.enum(["dk", "no", "fi", "uk"]),
  isActive: z.boolean().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const stockProductsResource: ResourceMeta = {
  name: 'stockProducts',
  file: 'schema/pos/stockProducts.ts',
  surface: 'pos',
  table: "stock_products",
  versioned: true,
  scope: { "country": "country" },
  columns: { "name": "text", "number": "text", "stockProductGroupId": "reference", "vendorId": "reference", "productUnitId": "reference", "stockContainerTypeId": "reference", "contentAmount": "number", "contentUnit": "enum", "pouringCategoryId": "reference", "costPrice": "money", "barcode": "text", "country": "enum", "isActive": "boolean" },
  readOnly: [],
  defaults: { "contentUnit": "cl", "isActive": true },
  search: ["name", "number"],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /StockProducts */
const getListSchemas = {
  params: null,
  query: null,
  headers: z.object({ countryid: z.enum(["dk", "no", "fi", "uk"]) }),
  body: null,
} satisfies EndpointSchemas;
export type StockProductsGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /StockProduct/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type StockProductsGetOneInput = EndpointInput<typeof getOneSchemas>;

/** POST /StockProducts/ */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type StockProductsCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /StockProduct/{id} */
const updateSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: updateSchema,
} satisfies EndpointSchemas;
export type StockProductsUpdateInput = EndpointInput<typeof updateSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/pos/stockProducts.ts and joined to the routes by the server's registry. */
export interface StockProductsActions {
  create: DomainAction<StockProductsCreateInput, StockProductsResults['create']>;
  update: DomainAction<StockProductsUpdateInput, StockProductsResults['update']>;
}

export function stockProductsRoutes(actions: StockProductsActions): EndpointRoute[] {
  return [
    {
      resource: 'stockProducts',
      name: 'getList',
      surface: 'pos',
      method: 'GET',
      path: "/StockProducts",
      specPath: "/StockProducts",
      access: 'read',
      permission: ["pp.pos.poc.show", "pp.pim.stockproducts.show", "vp.vp.pim.stockmanagement.show", "pp.pim.stockmanagement.show", "pp.pim.stockproductrequests.show"],
      scope: { "country": ["header:countryId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { store: 'list', match: { "country": "header:countryId" } },
      returns: 'records',
      error: "Unable to get stock products",
    },
    {
      resource: 'stockProducts',
      name: 'getOne',
      surface: 'pos',
      method: 'GET',
      path: "/StockProduct/:id",
      specPath: "/StockProduct/{id}",
      access: 'read',
      permission: ["pp.pos.poc.show", "pp.pim.stockproducts.show", "vp.vp.pim.stockmanagement.show", "pp.pim.stockmanagement.show", "pp.pim.stockproductrequests.show"],
      scope: { "country": ["record"] },
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { store: 'get' },
      returns: 'record',
      error: "Unable to get single stock product",
    },
    {
      resource: 'stockProducts',
      name: 'create',
      surface: 'pos',
      method: 'POST',
      path: "/StockProducts/",
      specPath: "/StockProducts/",
      access: 'write',
      permission: ["pp.pos.poc.edit"],
      scope: { "country": ["body:country"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to create stock product",
    },
    {
      resource: 'stockProducts',
      name: 'update',
      surface: 'pos',
      method: 'PUT',
      path: "/StockProduct/:id",
      specPath: "/StockProduct/{id}",
      access: 'write',
      permission: ["pp.pos.poc.edit"],
      scope: { "country": ["record", "body:country"] },
      id: "path:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update stock product with id {id}",
    },
  ];
}
