// Generated from schema/procurement/stockProductRequests.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { StockProductRequestsResults } from '@/shared/procurement/stockProductRequests';
import type { StockProductRequestInput } from '@generated/shared/types/stockProductRequests';
import type { StockProductRequestRecord } from '@generated/shared/types/stockProductRequests';

export const stockProductRequestsEndpoints = {
  getList: { "resource": "stockProductRequests", "name": "getList", "surface": "pos", "method": "GET", "path": "/StockProductRequests/ByVenue/{venueId}", "params": { "venueId": { "in": "path", "from": "activeVenue" } }, "body": null, "returns": "records", "error": "Unable to get stock product requests" },
  create: { "resource": "stockProductRequests", "name": "create", "surface": "pos", "method": "POST", "path": "/StockProductRequests", "params": {}, "body": "record", "returns": "result", "error": "Unable to create stock product request" },
  listByCountry: { "resource": "stockProductRequests", "name": "listByCountry", "surface": "pos", "method": "GET", "path": "/StockProductRequests", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": null, "returns": "records", "error": "Unable to get stock product requests" },
  approve: { "resource": "stockProductRequests", "name": "approve", "surface": "pos", "method": "POST", "path": "/StockProductRequest/{id}/Approve", "params": { "id": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to approve stock product request" },
  reject: { "resource": "stockProductRequests", "name": "reject", "surface": "pos", "method": "POST", "path": "/StockProductRequest/{id}/Reject", "params": { "id": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to reject stock product request" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Stock product request (pos API). */
export const stockProductRequestsApi = {
  /** GET /StockProductRequests/ByVenue/{venueId} */
  getList: (input: { "venueId"?: string; } = {}, options?: CallOptions) =>
    call<StockProductRequestRecord[]>(stockProductRequestsEndpoints.getList, input, options),
  /** POST /StockProductRequests */
  create: (input: { body: StockProductRequestInput; }, options?: CallOptions) =>
    call<Jsonify<StockProductRequestsResults['create']>>(stockProductRequestsEndpoints.create, input, options),
  /** GET /StockProductRequests */
  listByCountry: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<StockProductRequestRecord[]>(stockProductRequestsEndpoints.listByCountry, input, options),
  /** POST /StockProductRequest/{id}/Approve */
  approve: (input: { "id": string; body: { name: string; stockProductGroupId: string; productUnitId: string; costPrice: number; vendorId?: string | null; note?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<StockProductRequestsResults['approve']>>(stockProductRequestsEndpoints.approve, input, options),
  /** POST /StockProductRequest/{id}/Reject */
  reject: (input: { "id": string; body: { note: string; }; }, options?: CallOptions) =>
    call<Jsonify<StockProductRequestsResults['reject']>>(stockProductRequestsEndpoints.reject, input, options),
};
