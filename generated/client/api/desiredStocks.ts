// Generated from schema/procurement/desiredStocks.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { DesiredStocksResults } from '@/shared/procurement/desiredStocks';
import type { DesiredStockInput } from '@generated/shared/types/desiredStocks';
import type { DesiredStockRecord } from '@generated/shared/types/desiredStocks';

export const desiredStocksEndpoints = {
  getList: { "resource": "desiredStocks", "name": "getList", "surface": "pos", "method": "GET", "path": "/DesiredStock/ByVenue/{venueId}", "params": { "venueId": { "in": "path", "from": "activeVenue" } }, "body": null, "returns": "records", "error": "Unable to get desired stock" },
  getOne: { "resource": "desiredStocks", "name": "getOne", "surface": "pos", "method": "GET", "path": "/DesiredStock/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "record", "error": "Unable to get desired stock" },
  create: { "resource": "desiredStocks", "name": "create", "surface": "pos", "method": "POST", "path": "/DesiredStock", "params": {}, "body": "record", "returns": "result", "error": "Unable to create desired stock" },
  update: { "resource": "desiredStocks", "name": "update", "surface": "pos", "method": "PUT", "path": "/DesiredStock/{id}", "params": { "id": { "in": "path" } }, "body": "record", "returns": "result", "error": "Unable to update desired stock with id {id}" },
  delete: { "resource": "desiredStocks", "name": "delete", "surface": "pos", "method": "DELETE", "path": "/DesiredStock/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "none", "error": "Unable to delete desired stock" },
  suggestOrders: { "resource": "desiredStocks", "name": "suggestOrders", "surface": "pos", "method": "POST", "path": "/DesiredStock/{venueId}/SuggestOrders", "params": { "venueId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to suggest purchase orders" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Par level (pos API). */
export const desiredStocksApi = {
  /** GET /DesiredStock/ByVenue/{venueId} */
  getList: (input: { "venueId"?: string; } = {}, options?: CallOptions) =>
    call<DesiredStockRecord[]>(desiredStocksEndpoints.getList, input, options),
  /** GET /DesiredStock/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<DesiredStockRecord>(desiredStocksEndpoints.getOne, input, options),
  /** POST /DesiredStock */
  create: (input: { body: DesiredStockInput; }, options?: CallOptions) =>
    call<Jsonify<DesiredStocksResults['create']>>(desiredStocksEndpoints.create, input, options),
  /** PUT /DesiredStock/{id} */
  update: (input: { "id": string; body: DesiredStockInput; }, options?: CallOptions) =>
    call<Jsonify<DesiredStocksResults['update']>>(desiredStocksEndpoints.update, input, options),
  /** DELETE /DesiredStock/{id} */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<void>(desiredStocksEndpoints.delete, input, options),
  /** POST /DesiredStock/{venueId}/SuggestOrders */
  suggestOrders: (input: { "venueId": string; }, options?: CallOptions) =>
    call<Jsonify<DesiredStocksResults['suggestOrders']>>(desiredStocksEndpoints.suggestOrders, input, options),
};
