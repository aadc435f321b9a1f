// Generated from schema/pos/stockCounts.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { StockCountsResults } from '@/shared/pos/stockCounts';
import { dateSchema } from '@/shared/validation';

const editable = {
  venueId: z.string().min(1, 'is required'),
  name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  countDate: dateSchema,
  storageId: z.string().trim().max(64, 'must be at most 64 characters').nullish(),
  note: z.string().trim().max(1000, 'must be at most 1000 characters').nullish(),
  lines: z.array(z.object({ lineId: z.string().trim().max(64, 'must be at most 64 characters').nullish(), stockProductId: z.string().min(1, 'is required'), locationId: z.string().trim().max(64, 'must be at most 64 characters').nullish(), expectedQuantity: z.number().nullish(), countedQuantity: z.number().min(0, 'must be at least 0').max(1000000, 'must be at most 1000000').nullish() })).max(1000, 'must have at most 1000 items').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const stockCountsResource: ResourceMeta = {
  name: 'stockCounts',
  file: 'schema/pos/stockCounts.ts',
  surface: 'pos',
  table: "stock_counts",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "name": "text", "countDate": "date", "storageId": "text", "state": "enum", "country": "enum", "currency": "text", "note": "text", "lines": "json", "varianceValue": "money", "activatedAt": "datetime", "completedAt": "datetime", "cancelledAt": "datetime" },
  readOnly: ["state", "country", "currency", "varianceValue", "activatedAt", "completedAt", "cancelledAt"],
  defaults: {},
  search: [],
  defaultSort: { "field": "countDate", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /StockCounts/ByVenue/{venueId} */
const getListSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type StockCountsGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /StockCount/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type StockCountsGetOneInput = EndpointInput<typeof getOneSchemas>;

/** POST /StockCounts/ */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type StockCountsCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /StockCount/{id} */
const updateSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: updateSchema,
} satisfies EndpointSchemas;
export type StockCountsUpdateInput = EndpointInput<typeof updateSchemas>;

/** POST /StockCount/{id}/Activate */
const activateSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: z.object({ version: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type StockCountsActivateInput = EndpointInput<typeof activateSchemas>;

/** POST /StockCount/{id}/Complete */
const completeSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: z.object({ version: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type StockCountsCompleteInput = EndpointInput<typeof completeSchemas>;

/** POST /StockCount/{id}/Cancel */
const cancelSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: z.object({ version: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type StockCountsCancelInput = EndpointInput<typeof cancelSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/pos/stockCounts.ts and joined to the routes by the server's registry. */
export interface StockCountsActions {
  create: DomainAction<StockCountsCreateInput, StockCountsResults['create']>;
  update: DomainAction<StockCountsUpdateInput, StockCountsResults['update']>;
  activate: DomainAction<StockCountsActivateInput, StockCountsResults['activate']>;
  complete: DomainAction<StockCountsCompleteInput, StockCountsResults['complete']>;
  cancel: DomainAction<StockCountsCancelInput, StockCountsResults['cancel']>;
}

export function stockCountsRoutes(actions: StockCountsActions): EndpointRoute[] {
  return [
    {
      resource: 'stockCounts',
      name: 'getList',
      surface: 'pos',
      method: 'GET',
      path: "/StockCounts/ByVenue/:venueId",
      specPath: "/StockCounts/ByVenue/{venueId}",
      access: 'read',
      permission: ["pp.pos.poc.show", "vp.vp.pim.stockmanagement.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { store: 'list', match: { "venueId": "path:venueId" } },
      returns: 'records',
      error: "Unable to get stock counts",
    },
    {
      resource: 'stockCounts',
      name: 'getOne',
      surface: 'pos',
      method: 'GET',
      path: "/StockCount/:id",
      specPath: "/StockCount/{id}",
      access: 'read',
      permission: ["pp.pos.poc.show", "vp.vp.pim.stockmanagement.show"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { store: 'get' },
      returns: 'record',
      error: "Unable to get stock count",
    },
    {
      resource: 'stockCounts',
      name: 'create',
      surface: 'pos',
      method: 'POST',
      path: "/StockCounts/",
      specPath: "/StockCounts/",
      access: 'write',
      permission: ["pp.pos.venue.edit", "vp.vp.pim.stockmanagement.edit"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to create stock count",
    },
    {
      resource: 'stockCounts',
      name: 'update',
      surface: 'pos',
      method: 'PUT',
      path: "/StockCount/:id",
      specPath: "/StockCount/{id}",
      access: 'write',
      permission: ["pp.pos.venue.edit", "vp.vp.pim.stockmanagement.edit"],
      scope: { "venue": ["record", "body:venueId"] },
      id: "path:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update stock count with id {id}",
    },
    {
      resource: 'stockCounts',
      name: 'activate',
      surface: 'pos',
      method: 'POST',
      path: "/StockCount/:id/Activate",
      specPath: "/StockCount/{id}/Activate",
      access: 'write',
      permission: ["pp.pos.venue.edit", "vp.vp.pim.stockmanagement.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: activateSchemas,
      upload: false,
      handler: { action: actions.activate },
      returns: 'result',
      error: "Unable to activate stock count with id {id}",
    },
    {
      resource: 'stockCounts',
      name: 'complete',
      surface: 'pos',
      method: 'POST',
      path: "/StockCount/:id/Complete",
      specPath: "/StockCount/{id}/Complete",
      access: 'write',
      permission: ["pp.pos.venue.edit", "vp.vp.pim.stockmanagement.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: completeSchemas,
      upload: false,
      handler: { action: actions.complete },
      returns: 'result',
      error: "Unable to complete stock count with id {id}",
    },
    {
      resource: 'stockCounts',
      name: 'cancel',
      surface: 'pos',
      method: 'POST',
      path: "/StockCount/:id/Cancel",
      specPath: "/StockCount/{id}/Cancel",
      access: 'write',
      permission: ["pp.pos.venue.edit", "vp.vp.pim.stockmanagement.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: cancelSchemas,
      upload: false,
      handler: { action: actions.cancel },
      returns: 'result',
      error: "Unable to cancel stock count with id {id}",
    },
  ];
}
