// Generated from schema/pos/stockCounts.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { StockCountsResults } from '@/shared/pos/stockCounts';
import type { StockCountInput } from '@generated/shared/types/stockCounts';
import type { StockCountRecord } from '@generated/shared/types/stockCounts';

export const stockCountsEndpoints = {
  getList: { "resource": "stockCounts", "name": "getList", "surface": "pos", "method": "GET", "path": "/StockCounts/ByVenue/{venueId}", "params": { "venueId": { "in": "path" } }, "body": null, "returns": "records", "error": "Unable to get stock counts" },
  getOne: { "resource": "stockCounts", "name": "getOne", "surface": "pos", "method": "GET", "path": "/StockCount/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "record", "error": "Unable to get stock count" },
  create: { "resource": "stockCounts", "name": "create", "surface": "pos", "method": "POST", "path": "/StockCounts/", "params": {}, "body": "record", "returns": "result", "error": "Unable to create stock count" },
  update: { "resource": "stockCounts", "name": "update", "surface": "pos", "method": "PUT", "path": "/StockCount/{id}", "params": { "id": { "in": "path" } }, "body": "record", "returns": "result", "error": "Unable to update stock count with id {id}" },
  activate: { "resource": "stockCounts", "name": "activate", "surface": "pos", "method": "POST", "path": "/StockCount/{id}/Activate", "params": { "version": { "in": "query" }, "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to activate stock count with id {id}" },
  complete: { "resource": "stockCounts", "name": "complete", "surface": "pos", "method": "POST", "path": "/StockCount/{id}/Complete", "params": { "version": { "in": "query" }, "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to complete stock count with id {id}" },
  cancel: { "resource": "stockCounts", "name": "cancel", "surface": "pos", "method": "POST", "path": "/StockCount/{id}/Cancel", "params": { "version": { "in": "query" }, "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to cancel stock count with id {id}" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Stock count (pos API). */
export const stockCountsApi = {
  /** GET /StockCounts/ByVenue/{venueId} */
  getList: (input: { "venueId": string; }, options?: CallOptions) =>
    call<StockCountRecord[]>(stockCountsEndpoints.getList, input, options),
  /** GET /StockCount/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<StockCountRecord>(stockCountsEndpoints.getOne, input, options),
  /** POST /StockCounts/ */
  create: (input: { body: StockCountInput; }, options?: CallOptions) =>
    call<Jsonify<StockCountsResults['create']>>(stockCountsEndpoints.create, input, options),
  /** PUT /StockCount/{id} */
  update: (input: { "id": string; body: StockCountInput; }, options?: CallOptions) =>
    call<Jsonify<StockCountsResults['update']>>(stockCountsEndpoints.update, input, options),
  /** POST /StockCount/{id}/Activate */
  activate: (input: { "version"?: number; "id": string; }, options?: CallOptions) =>
    call<Jsonify<StockCountsResults['activate']>>(stockCountsEndpoints.activate, input, options),
  /** POST /StockCount/{id}/Complete */
  complete: (input: { "version"?: number; "id": string; }, options?: CallOptions) =>
    call<Jsonify<StockCountsResults['complete']>>(stockCountsEndpoints.complete, input, options),
  /** POST /StockCount/{id}/Cancel */
  cancel: (input: { "version"?: number; "id": string; }, options?: CallOptions) =>
    call<Jsonify<StockCountsResults['cancel']>>(stockCountsEndpoints.cancel, input, options),
};
