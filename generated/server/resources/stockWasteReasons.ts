// Generated from schema/pos/stockWasteReasons.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { StockWasteReasonsResults } from '@/shared/pos/stockWasteReasons';

const editable = {
  name: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'),
  country: z.enum(["dk", "no", "fi", "uk"]),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const stockWasteReasonsResource: ResourceMeta = {
  name: 'stockWasteReasons',
  file: 'schema/pos/stockWasteReasons.ts',
  surface: 'pos',
  table: "stock_waste_reasons",
  versioned: false,
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

/** GET /StockWasteReasons */
const getListSchemas = {
  params: null,
  query: null,
  headers: z.object({ countryid: z.enum(["dk", "no", "fi", "uk"]) }),
  body: null,
} satisfies EndpointSchemas;
export type StockWasteReasonsGetListInput = EndpointInput<typeof getListSchemas>;

/** POST /StockWasteReasons */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type StockWasteReasonsCreateInput = EndpointInput<typeof createSchemas>;

/** DELETE /StockWasteReasons/{id} */
const deleteSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type StockWasteReasonsDeleteInput = EndpointInput<typeof deleteSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/pos/stockWasteReasons.ts and joined to the routes by the server's registry. */
export interface StockWasteReasonsActions {
  create: DomainAction<StockWasteReasonsCreateInput, StockWasteReasonsResults['create']>;
}

export function stockWasteReasonsRoutes(actions: StockWasteReasonsActions): EndpointRoute[] {
  return [
    {
      resource: 'stockWasteReasons',
      name: 'getList',
      surface: 'pos',
      method: 'GET',
      path: "/StockWasteReasons",
      specPath: "/StockWasteReasons",
      access: 'read',
      permission: ["pp.pos.poc.show", "pp.pim.stockproducts.show", "vp.vp.pim.stockmanagement.show", "pp.pim.stockmanagement.show", "pp.pim.stockproductrequests.show"],
      scope: { "country": ["header:countryId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { store: 'list', match: { "country": "header:countryId" } },
      returns: 'records',
      error: "Unable to get stock waste reasons",
    },
    {
      resource: 'stockWasteReasons',
      name: 'create',
      surface: 'pos',
      method: 'POST',
      path: "/StockWasteReasons",
      specPath: "/StockWasteReasons",
      access: 'write',
      permission: ["pp.pos.poc.edit"],
      scope: { "country": ["body:country"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to create stock waste reason",
    },
    {
      resource: 'stockWasteReasons',
      name: 'delete',
      surface: 'pos',
      method: 'DELETE',
      path: "/StockWasteReasons/:id",
      specPath: "/StockWasteReasons/{id}",
      access: 'write',
      permission: ["pp.pos.poc.edit"],
      scope: { "country": ["record"] },
      id: "path:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { store: 'delete' },
      returns: 'none',
      error: "Unable to delete stock waste reason",
    },
  ];
}
