// Generated from schema/procurement/desiredStocks.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { DesiredStocksResults } from '@/shared/procurement/desiredStocks';

const editable = {
  venueId: z.string().min(1, 'is required'),
  stockProductId: z.string().min(1, 'is required'),
  parLevel: z.number().min(0, 'must be at least 0').max(100000, 'must be at most 100000'),
  reorderPoint: z.number().min(0, 'must be at least 0').max(100000, 'must be at most 100000').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const desiredStocksResource: ResourceMeta = {
  name: 'desiredStocks',
  file: 'schema/procurement/desiredStocks.ts',
  surface: 'pos',
  table: "desired_stocks",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "stockProductId": "reference", "parLevel": "number", "reorderPoint": "number" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "stockProductId", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /DesiredStock/ByVenue/{venueId} */
const getListSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type DesiredStocksGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /DesiredStock/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type DesiredStocksGetOneInput = EndpointInput<typeof getOneSchemas>;

/** POST /DesiredStock */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type DesiredStocksCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /DesiredStock/{id} */
const updateSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: updateSchema,
} satisfies EndpointSchemas;
export type DesiredStocksUpdateInput = EndpointInput<typeof updateSchemas>;

/** DELETE /DesiredStock/{id} */
const deleteSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type DesiredStocksDeleteInput = EndpointInput<typeof deleteSchemas>;

/** POST /DesiredStock/{venueId}/SuggestOrders */
const suggestOrdersSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type DesiredStocksSuggestOrdersInput = EndpointInput<typeof suggestOrdersSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/procurement/desiredStocks.ts and joined to the routes by the server's registry. */
export interface DesiredStocksActions {
  create: DomainAction<DesiredStocksCreateInput, DesiredStocksResults['create']>;
  update: DomainAction<DesiredStocksUpdateInput, DesiredStocksResults['update']>;
  suggestOrders: DomainAction<DesiredStocksSuggestOrdersInput, DesiredStocksResults['suggestOrders']>;
}

export function desiredStocksRoutes(actions: DesiredStocksActions): EndpointRoute[] {
  return [
    {
      resource: 'desiredStocks',
      name: 'getList',
      surface: 'pos',
      method: 'GET',
      path: "/DesiredStock/ByVenue/:venueId",
      specPath: "/DesiredStock/ByVenue/{venueId}",
      access: 'read',
      permission: ["vp.vp.pim.stockmanagement.show", "pp.pos.poc.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { store: 'list', match: { "venueId": "path:venueId" } },
      returns: 'records',
      error: "Unable to get desired stock",
    },
    {
      resource: 'desiredStocks',
      name: 'getOne',
      surface: 'pos',
      method: 'GET',
      path: "/DesiredStock/:id",
      specPath: "/DesiredStock/{id}",
      access: 'read',
      permission: ["vp.vp.pim.stockmanagement.show", "pp.pos.poc.show"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { store: 'get' },
      returns: 'record',
      error: "Unable to get desired stock",
    },
    {
      resource: 'desiredStocks',
      name: 'create',
      surface: 'pos',
      method: 'POST',
      path: "/DesiredStock",
      specPath: "/DesiredStock",
      access: 'write',
      permission: ["vp.vp.pim.stockmanagement.edit", "pp.pos.venue.edit"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to create desired stock",
    },
    {
      resource: 'desiredStocks',
      name: 'update',
      surface: 'pos',
      method: 'PUT',
      path: "/DesiredStock/:id",
      specPath: "/DesiredStock/{id}",
      access: 'write',
      permission: ["vp.vp.pim.stockmanagement.edit", "pp.pos.venue.edit"],
      scope: { "venue": ["record", "body:venueId"] },
      id: "path:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update desired stock with id {id}",
    },
    {
      resource: 'desiredStocks',
      name: 'delete',
      surface: 'pos',
      method: 'DELETE',
      path: "/DesiredStock/:id",
      specPath: "/DesiredStock/{id}",
      access: 'write',
      permission: ["vp.vp.pim.stockmanagement.edit", "pp.pos.venue.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { store: 'delete' },
      returns: 'none',
      error: "Unable to delete desired stock",
    },
    {
      resource: 'desiredStocks',
      name: 'suggestOrders',
      surface: 'pos',
      method: 'POST',
      path: "/DesiredStock/:venueId/SuggestOrders",
      specPath: "/DesiredStock/{venueId}/SuggestOrders",
      access: 'write',
      permission: ["vp.vp.pim.stockmanagement.edit", "pp.pos.venue.edit"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: suggestOrdersSchemas,
      upload: false,
      handler: { action: actions.suggestOrders },
      returns: 'result',
      error: "Unable to suggest purchase orders",
    },
  ];
}
