// Generated from schema/pos/priceShiftWindows.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { PriceShiftWindowsResults } from '@/shared/pos/priceShiftWindows';
import type { PriceShiftWindowInput } from '@generated/shared/types/priceShiftWindows';
import type { PriceShiftWindowRecord } from '@generated/shared/types/priceShiftWindows';

export const priceShiftWindowsEndpoints = {
  getList: { "resource": "priceShiftWindows", "name": "getList", "surface": "pos", "method": "GET", "path": "/PriceShiftWindow/ByVenue/{venueId}", "params": { "venueId": { "in": "path" } }, "body": null, "returns": "records", "error": "Unable to get price shift windows" },
  create: { "resource": "priceShiftWindows", "name": "create", "surface": "pos", "method": "POST", "path": "/PriceShiftWindow/", "params": {}, "body": "record", "returns": "result", "error": "Unable to create price shift window" },
  getOne: { "resource": "priceShiftWindows", "name": "getOne", "surface": "pos", "method": "GET", "path": "/PriceShiftWindow/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "record", "error": "Unable to get price shift window" },
  update: { "resource": "priceShiftWindows", "name": "update", "surface": "pos", "method": "PUT", "path": "/PriceShiftWindow/{id}", "params": { "id": { "in": "path" } }, "body": "record", "returns": "result", "error": "Unable to update price shift window with id {id}" },
  delete: { "resource": "priceShiftWindows", "name": "delete", "surface": "pos", "method": "DELETE", "path": "/PriceShiftWindow/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "none", "error": "Unable to delete price shift window" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Price shift window (pos API). */
export const priceShiftWindowsApi = {
  /** GET /PriceShiftWindow/ByVenue/{venueId} */
  getList: (input: { "venueId": string; }, options?: CallOptions) =>
    call<PriceShiftWindowRecord[]>(priceShiftWindowsEndpoints.getList, input, options),
  /** POST /PriceShiftWindow/ */
  create: (input: { body: PriceShiftWindowInput; }, options?: CallOptions) =>
    call<Jsonify<PriceShiftWindowsResults['create']>>(priceShiftWindowsEndpoints.create, input, options),
  /** GET /PriceShiftWindow/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<PriceShiftWindowRecord>(priceShiftWindowsEndpoints.getOne, input, options),
  /** PUT /PriceShiftWindow/{id} */
  update: (input: { "id": string; body: PriceShiftWindowInput; }, options?: CallOptions) =>
    call<Jsonify<PriceShiftWindowsResults['update']>>(priceShiftWindowsEndpoints.update, input, options),
  /** DELETE /PriceShiftWindow/{id} */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<void>(priceShiftWindowsEndpoints.delete, input, options),
};
