// Generated from schema/procurement/stockTransfers.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { StockTransfersResults } from '@/shared/procurement/stockTransfers';

const editable = {
  venueId: z.string().min(1, 'is required'),
  toVenueId: z.string().min(1, 'is required'),
  note: z.string().trim().max(500, 'must be at most 500 characters').nullish(),
  lines: z.array(z.object({ stockProductId: z.string().min(1, 'is required'), quantity: z.number().min(0.01, 'must be at least 0.01').max(100000, 'must be at most 100000') })).max(200, 'must have at most 200 items').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const stockTransfersResource: ResourceMeta = {
  name: 'stockTransfers',
  file: 'schema/procurement/stockTransfers.ts',
  surface: 'pos',
  table: "stock_transfers",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "toVenueId": "reference", "transferNumber": "text", "state": "enum", "country": "enum", "note": "text", "lines": "json", "sentAt": "datetime", "receivedAt": "datetime", "cancelledAt": "datetime" },
  readOnly: ["transferNumber", "state", "country", "sentAt", "receivedAt", "cancelledAt"],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /StockTransfers/ByVenue/{venueId} */
const getListSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type StockTransfersGetListInput = EndpointInput<typeof getListSchemas>;

/** POST /StockTransfers */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type StockTransfersCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /StockTransfer/{id} */
const updateSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: updateSchema,
} satisfies EndpointSchemas;
export type StockTransfersUpdateInput = EndpointInput<typeof updateSchemas>;

/** POST /StockTransfer/{id}/Send */
const sendSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: z.object({ version: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type StockTransfersSendInput = EndpointInput<typeof sendSchemas>;

/** POST /StockTransfer/{id}/Receive/{venueId} */
const receiveSchemas = {
  params: z.object({ id: z.string().min(1, 'is required'), venueId: z.string().min(1, 'is required') }),
  query: z.object({ version: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type StockTransfersReceiveInput = EndpointInput<typeof receiveSchemas>;

/** POST /StockTransfer/{id}/Cancel */
const cancelSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: z.object({ version: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type StockTransfersCancelInput = EndpointInput<typeof cancelSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/procurement/stockTransfers.ts and joined to the routes by the server's registry. */
export interface StockTransfersActions {
  listByVenue: DomainAction<StockTransfersGetListInput, StockTransfersResults['listByVenue']>;
  create: DomainAction<StockTransfersCreateInput, StockTransfersResults['create']>;
  update: DomainAction<StockTransfersUpdateInput, StockTransfersResults['update']>;
  send: DomainAction<StockTransfersSendInput, StockTransfersResults['send']>;
  receive: DomainAction<StockTransfersReceiveInput, StockTransfersResults['receive']>;
  cancel: DomainAction<StockTransfersCancelInput, StockTransfersResults['cancel']>;
}

export function stockTransfersRoutes(actions: StockTransfersActions): EndpointRoute[] {
  return [
    {
      resource: 'stockTransfers',
      name: 'getList',
      surface: 'pos',
      method: 'GET',
      path: "/StockTransfers/ByVenue/:venueId",
      specPath: "/StockTransfers/ByVenue/{venueId}",
      access: 'read',
      permission: ["vp.vp.pim.stockmanagement.show", "pp.pos.poc.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.listByVenue },
      returns: 'result',
      error: "Unable to get stock transfers",
    },
    {
      resource: 'stockTransfers',
      name: 'create',
      surface: 'pos',
      method: 'POST',
      path: "/StockTransfers",
      specPath: "/StockTransfers",
      access: 'write',
      permission: ["vp.vp.pim.stockmanagement.edit", "pp.pos.venue.edit"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to create stock transfer",
    },
    {
      resource: 'stockTransfers',
      name: 'update',
      surface: 'pos',
      method: 'PUT',
      path: "/StockTransfer/:id",
      specPath: "/StockTransfer/{id}",
      access: 'write',
      permission: ["vp.vp.pim.stockmanagement.edit", "pp.pos.venue.edit"],
      scope: { "venue": ["record", "body:venueId"] },
      id: "path:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update stock transfer with id {id}",
    },
    {
      resource: 'stockTransfers',
      name: 'send',
      surface: 'pos',
      method: 'POST',
      path: "/StockTransfer/:id/Send",
      specPath: "/StockTransfer/{id}/Send",
      access: 'write',
      permission: ["vp.vp.pim.stockmanagement.edit", "pp.pos.venue.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: sendSchemas,
      upload: false,
      handler: { action: actions.send },
      returns: 'result',
      error: "Unable to send stock transfer with id {id}",
    },
    {
      resource: 'stockTransfers',
      name: 'receive',
      surface: 'pos',
      method: 'POST',
      path: "/StockTransfer/:id/Receive/:venueId",
      specPath: "/StockTransfer/{id}/Receive/{venueId}",
      access: 'write',
      permission: ["vp.vp.pim.stockmanagement.edit", "pp.pos.venue.edit"],
      scope: { "venue": ["path:venueId"] },
      id: "path:id",
      schemas: receiveSchemas,
      upload: false,
      handler: { action: actions.receive },
      returns: 'result',
      error: "Unable to receive stock transfer with id {id}",
    },
    {
      resource: 'stockTransfers',
      name: 'cancel',
      surface: 'pos',
      method: 'POST',
      path: "/StockTransfer/:id/Cancel",
      specPath: "/StockTransfer/{id}/Cancel",
      access: 'write',
      permission: ["vp.vp.pim.stockmanagement.edit", "pp.pos.venue.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: cancelSchemas,
      upload: false,
      handler: { action: actions.cancel },
      returns: 'result',
      error: "Unable to cancel stock transfer with id {id}",
    },
  ];
}
