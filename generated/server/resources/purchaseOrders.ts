// Generated from schema/pos/purchaseOrders.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { PurchaseOrdersResults } from '@/shared/pos/purchaseOrders';
import { dateSchema } from '@/shared/validation';

const editable = {
  venueId: z.string().min(1, 'is required'),
  vendorId: z.string().min(1, 'is required'),
  expectedDeliveryDate: dateSchema.nullish(),
  note: z.string().trim().max(1000, 'must be at most 1000 characters').nullish(),
  lines: z.array(z.object({ lineId: z.string().trim().max(64, 'must be at most 64 characters').nullish(), stockProductId: z.string().min(1, 'is required'), quantity: z.number().min(0.01, 'must be at least 0.01').max(100000, 'must be at most 100000'), unitCost: z.number().int('must be an amount in minor units').min(0, 'must be at least 0').nullish(), receivedQuantity: z.number().nullish() })).max(200, 'must have at most 200 items').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const purchaseOrdersResource: ResourceMeta = {
  name: 'purchaseOrders',
  file: 'schema/pos/purchaseOrders.ts',
  surface: 'pos',
  table: "purchase_orders",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "vendorId": "reference", "orderNumber": "text", "state": "enum", "country": "enum", "currency": "text", "expectedDeliveryDate": "date", "note": "text", "lines": "json", "total": "money", "submittedAt": "datetime", "receivedAt": "datetime", "cancelledAt": "datetime", "receipts": "json" },
  readOnly: ["orderNumber", "state", "country", "currency", "total", "submittedAt", "receivedAt", "cancelledAt", "receipts"],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /PurchaseOrders/ByVenue/{venueId} */
const getListSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type PurchaseOrdersGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /PurchaseOrder/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type PurchaseOrdersGetOneInput = EndpointInput<typeof getOneSchemas>;

/** POST /PurchaseOrders/ */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type PurchaseOrdersCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /PurchaseOrder/{id} */
const updateSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: updateSchema,
} satisfies EndpointSchemas;
export type PurchaseOrdersUpdateInput = EndpointInput<typeof updateSchemas>;

/** POST /PurchaseOrder/{id}/Submit */
const submitSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: z.object({ version: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type PurchaseOrdersSubmitInput = EndpointInput<typeof submitSchemas>;

/** POST /PurchaseOrder/{id}/Receive */
const receiveSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ version: z.number().int('must be a whole number'), storageId: z.string().trim().max(64, 'must be at most 64 characters').nullish(), note: z.string().trim().max(500, 'must be at most 500 characters').nullish(), lines: z.array(z.object({ lineId: z.string().trim().min(1, 'is required'), quantity: z.number().min(0, 'must be at least 0').max(100000, 'must be at most 100000') })).max(200, 'must have at most 200 items') }),
} satisfies EndpointSchemas;
export type PurchaseOrdersReceiveInput = EndpointInput<typeof receiveSchemas>;

/** POST /PurchaseOrder/{id}/Cancel */
const cancelSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: z.object({ version: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type PurchaseOrdersCancelInput = EndpointInput<typeof cancelSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/pos/purchaseOrders.ts and joined to the routes by the server's registry. */
export interface PurchaseOrdersActions {
  create: DomainAction<PurchaseOrdersCreateInput, PurchaseOrdersResults['create']>;
  update: DomainAction<PurchaseOrdersUpdateInput, PurchaseOrdersResults['update']>;
  submit: DomainAction<PurchaseOrdersSubmitInput, PurchaseOrdersResults['submit']>;
  receive: DomainAction<PurchaseOrdersReceiveInput, PurchaseOrdersResults['receive']>;
  cancel: DomainAction<PurchaseOrdersCancelInput, PurchaseOrdersResults['cancel']>;
}

export function purchaseOrdersRoutes(actions: PurchaseOrdersActions): EndpointRoute[] {
  return [
    {
      resource: 'purchaseOrders',
      name: 'getList',
      surface: 'pos',
      method: 'GET',
      path: "/PurchaseOrders/ByVenue/:venueId",
      specPath: "/PurchaseOrders/ByVenue/{venueId}",
      access: 'read',
      permission: ["pp.pos.poc.show", "vp.vp.pim.stockmanagement.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { store: 'list', match: { "venueId": "path:venueId" } },
      returns: 'records',
      error: "Unable to get purchase orders",
    },
    {
      resource: 'purchaseOrders',
      name: 'getOne',
      surface: 'pos',
      method: 'GET',
      path: "/PurchaseOrder/:id",
      specPath: "/PurchaseOrder/{id}",
      access: 'read',
      permission: ["pp.pos.poc.show", "vp.vp.pim.stockmanagement.show"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { store: 'get' },
      returns: 'record',
      error: "Unable to get purchase order",
    },
    {
      resource: 'purchaseOrders',
      name: 'create',
      surface: 'pos',
      method: 'POST',
      path: "/PurchaseOrders/",
      specPath: "/PurchaseOrders/",
      access: 'write',
      permission: ["pp.pos.venue.edit", "vp.vp.pim.stockmanagement.edit"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to create purchase order",
    },
    {
      resource: 'purchaseOrders',
      name: 'update',
      surface: 'pos',
      method: 'PUT',
      path: "/PurchaseOrder/:id",
      specPath: "/PurchaseOrder/{id}",
      access: 'write',
      permission: ["pp.pos.venue.edit", "vp.vp.pim.stockmanagement.edit"],
      scope: { "venue": ["record", "body:venueId"] },
      id: "path:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update purchase order with id {id}",
    },
    {
      resource: 'purchaseOrders',
      name: 'submit',
      surface: 'pos',
      method: 'POST',
      path: "/PurchaseOrder/:id/Submit",
      specPath: "/PurchaseOrder/{id}/Submit",
      access: 'write',
      permission: ["pp.pos.venue.edit", "vp.vp.pim.stockmanagement.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: submitSchemas,
      upload: false,
      handler: { action: actions.submit },
      returns: 'result',
      error: "Unable to submit purchase order with id {id}",
    },
    {
      resource: 'purchaseOrders',
      name: 'receive',
      surface: 'pos',
      method: 'POST',
      path: "/PurchaseOrder/:id/Receive",
      specPath: "/PurchaseOrder/{id}/Receive",
      access: 'write',
      permission: ["pp.pos.venue.edit", "vp.vp.pim.stockmanagement.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: receiveSchemas,
      upload: false,
      handler: { action: actions.receive },
      returns: 'result',
      error: "Unable to receive purchase order with id {id}",
    },
    {
      resource: 'purchaseOrders',
      name: 'cancel',
      surface: 'pos',
      method: 'POST',
      path: "/PurchaseOrder/:id/Cancel",
      specPath: "/PurchaseOrder/{id}/Cancel",
      access: 'write',
      permission: ["pp.pos.venue.edit", "vp.vp.pim.stockmanagement.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: cancelSchemas,
      upload: false,
      handler: { action: actions.cancel },
      returns: 'result',
      error: "Unable to cancel purchase order with id {id}",
    },
  ];
}
