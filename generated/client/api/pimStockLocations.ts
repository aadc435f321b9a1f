// Generated from schema/venue/pimStockLocations.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { PimStockLocationsResults } from '@/shared/venue/pimStockLocations';
import type { PimStockLocationRecord } from '@generated/shared/types/pimStockLocations';

export const pimStockLocationsEndpoints = {
  getList: { "resource": "pimStockLocations", "name": "getList", "surface": "main", "method": "GET", "path": "/PimStockLocations/{venueId}", "params": { "venueId": { "in": "path", "from": "activeVenue" } }, "body": null, "returns": "records", "error": "Unable to get PimStockLocations." },
  create: { "resource": "pimStockLocations", "name": "create", "surface": "main", "method": "POST", "path": "/PimStockLocations/{venueId}", "params": { "venueId": { "in": "path", "from": "activeVenue" } }, "body": "fields", "returns": "result", "error": "Unable to create pim stock location" },
  remove: { "resource": "pimStockLocations", "name": "remove", "surface": "main", "method": "DELETE", "path": "/PimStockLocations/{venueId}/{id}", "params": { "venueId": { "in": "path" }, "id": { "in": "path" } }, "body": null, "returns": "none", "error": "Unable to delete pim stock location" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Stock location (main API). */
export const pimStockLocationsApi = {
  /** GET /PimStockLocations/{venueId} */
  getList: (input: { "venueId"?: string; } = {}, options?: CallOptions) =>
    call<PimStockLocationRecord[]>(pimStockLocationsEndpoints.getList, input, options),
  /** POST /PimStockLocations/{venueId} */
  create: (input: { "venueId"?: string; body: { pimStockLocationType: "bar" | "backBar" | "storage" | "cellar" | "coldRoom" | "kitchen"; name?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<PimStockLocationsResults['create']>>(pimStockLocationsEndpoints.create, input, options),
  /** DELETE /PimStockLocations/{venueId}/{id} */
  remove: (input: { "venueId": string; "id": string; }, options?: CallOptions) =>
    call<void>(pimStockLocationsEndpoints.remove, input, options),
};
