// Generated from schema/procurement/stockTransfers.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { StockTransfersResults } from '@/shared/procurement/stockTransfers';
import type { StockTransferInput } from '@generated/shared/types/stockTransfers';

export const stockTransfersEndpoints = {
  getList: { "resource": "stockTransfers", "name": "getList", "surface": "pos", "method": "GET", "path": "/StockTransfers/ByVenue/{venueId}", "params": { "venueId": { "in": "path", "from": "activeVenue" } }, "body": null, "returns": "result", "error": "Unable to get stock transfers" },
  create: { "resource": "stockTransfers", "name": "create", "surface": "pos", "method": "POST", "path": "/StockTransfers", "params": {}, "body": "record", "returns": "result", "error": "Unable to create stock transfer" },
  update: { "resource": "stockTransfers", "name": "update", "surface": "pos", "method": "PUT", "path": "/StockTransfer/{id}", "params": { "id": { "in": "path" } }, "body": "record", "returns": "result", "error": "Unable to update stock transfer with id {id}" },
  send: { "resource": "stockTransfers", "name": "send", "surface": "pos", "method": "POST", "path": "/StockTransfer/{id}/Send", "params": { "version": { "in": "query" }, "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to send stock transfer with id {id}" },
  receive: { "resource": "stockTransfers", "name": "receive", "surface": "pos", "method": "POST", "path": "/StockTransfer/{id}/Receive/{venueId}", "params": { "version": { "in": "query" }, "id": { "in": "path" }, "venueId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to receive stock transfer with id {id}" },
  cancel: { "resource": "stockTransfers", "name": "cancel", "surface": "pos", "method": "POST", "path": "/StockTransfer/{id}/Cancel", "params": { "version": { "in": "query" }, "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to cancel stock transfer with id {id}" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Stock transfer (pos API). */
export const stockTransfersApi = {
  /** GET /StockTransfers/ByVenue/{venueId} */
  getList: (input: { "venueId"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<StockTransfersResults['listByVenue']>>(stockTransfersEndpoints.getList, input, options),
  /** POST /StockTransfers */
  create: (input: { body: StockTransferInput; }, options?: CallOptions) =>
    call<Jsonify<StockTransfersResults['create']>>(stockTransfersEndpoints.create, input, options),
  /** PUT /StockTransfer/{id} */
  update: (input: { "id": string; body: StockTransferInput; }, options?: CallOptions) =>
    call<Jsonify<StockTransfersResults['update']>>(stockTransfersEndpoints.update, input, options),
  /** POST /StockTransfer/{id}/Send */
  send: (input: { "version"?: number; "id": string; }, options?: CallOptions) =>
    call<Jsonify<StockTransfersResults['send']>>(stockTransfersEndpoints.send, input, options),
  /** POST /StockTransfer/{id}/Receive/{venueId} */
  receive: (input: { "version"?: number; "id": string; "venueId": string; }, options?: CallOptions) =>
    call<Jsonify<StockTransfersResults['receive']>>(stockTransfersEndpoints.receive, input, options),
  /** POST /StockTransfer/{id}/Cancel */
  cancel: (input: { "version"?: number; "id": string; }, options?: CallOptions) =>
    call<Jsonify<StockTransfersResults['cancel']>>(stockTransfersEndpoints.cancel, input, options),
};
