// Generated from schema/pos/purchaseOrders.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { PurchaseOrdersResults } from '@/shared/pos/purchaseOrders';
import type { PurchaseOrderInput } from '@generated/shared/types/purchaseOrders';
import type { PurchaseOrderRecord } from '@generated/shared/types/purchaseOrders';

export const purchaseOrdersEndpoints = {
  getList: { "resource": "purchaseOrders", "name": "getList", "surface": "pos", "method": "GET", "path": "/PurchaseOrders/ByVenue/{venueId}", "params": { "venueId": { "in": "path" } }, "body": null, "returns": "records", "error": "Unable to get purchase orders" },
  getOne: { "resource": "purchaseOrders", "name": "getOne", "surface": "pos", "method": "GET", "path": "/PurchaseOrder/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "record", "error": "Unable to get purchase order" },
  create: { "resource": "purchaseOrders", "name": "create", "surface": "pos", "method": "POST", "path": "/PurchaseOrders/", "params": {}, "body": "record", "returns": "result", "error": "Unable to create purchase order" },
  update: { "resource": "purchaseOrders", "name": "update", "surface": "pos", "method": "PUT", "path": "/PurchaseOrder/{id}", "params": { "id": { "in": "path" } }, "body": "record", "returns": "result", "error": "Unable to update purchase order with id {id}" },
  submit: { "resource": "purchaseOrders", "name": "submit", "surface": "pos", "method": "POST", "path": "/PurchaseOrder/{id}/Submit", "params": { "version": { "in": "query" }, "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to submit purchase order with id {id}" },
  receive: { "resource": "purchaseOrders", "name": "receive", "surface": "pos", "method": "POST", "path": "/PurchaseOrder/{id}/Receive", "params": { "id": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to receive purchase order with id {id}" },
  cancel: { "resource": "purchaseOrders", "name": "cancel", "surface": "pos", "method": "POST", "path": "/PurchaseOrder/{id}/Cancel", "params": { "version": { "in": "query" }, "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to cancel purchase order with id {id}" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Purchase order (pos API). */
export const purchaseOrdersApi = {
  /** GET /PurchaseOrders/ByVenue/{venueId} */
  getList: (input: { "venueId": string; }, options?: CallOptions) =>
    call<PurchaseOrderRecord[]>(purchaseOrdersEndpoints.getList, input, options),
  /** GET /PurchaseOrder/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<PurchaseOrderRecord>(purchaseOrdersEndpoints.getOne, input, options),
  /** POST /PurchaseOrders/ */
  create: (input: { body: PurchaseOrderInput; }, options?: CallOptions) =>
    call<Jsonify<PurchaseOrdersResults['create']>>(purchaseOrdersEndpoints.create, input, options),
  /** PUT /PurchaseOrder/{id} */
  update: (input: { "id": string; body: PurchaseOrderInput; }, options?: CallOptions) =>
    call<Jsonify<PurchaseOrdersResults['update']>>(purchaseOrdersEndpoints.update, input, options),
  /** POST /PurchaseOrder/{id}/Submit */
  submit: (input: { "version"?: number; "id": string; }, options?: CallOptions) =>
    call<Jsonify<PurchaseOrdersResults['submit']>>(purchaseOrdersEndpoints.submit, input, options),
  /** POST /PurchaseOrder/{id}/Receive */
  receive: (input: { "id": string; body: { version: number; storageId?: string | null; note?: string | null; lines: { lineId: string; quantity: number; }[]; }; }, options?: CallOptions) =>
    call<Jsonify<PurchaseOrdersResults['receive']>>(purchaseOrdersEndpoints.receive, input, options),
  /** POST /PurchaseOrder/{id}/Cancel */
  cancel: (input: { "version"?: number; "id": string; }, options?: CallOptions) =>
    call<Jsonify<PurchaseOrdersResults['cancel']>>(purchaseOrdersEndpoints.cancel, input, options),
};
