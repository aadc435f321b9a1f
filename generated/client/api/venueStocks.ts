// Generated from schema/procurement/venueStocks.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { VenueStocksResults } from '@/shared/procurement/venueStocks';

export const venueStocksEndpoints = {
  byVenue: { "resource": "venueStocks", "name": "byVenue", "surface": "pos", "method": "GET", "path": "/VenueStock/ByVenue/{venueId}", "params": { "venueId": { "in": "path", "from": "activeVenue" } }, "body": null, "returns": "result", "error": "Unable to get venue stock" },
  byCountry: { "resource": "venueStocks", "name": "byCountry", "surface": "pos", "method": "GET", "path": "/VenueStocks", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": null, "returns": "result", "error": "Unable to get venue stocks" },
  movements: { "resource": "venueStocks", "name": "movements", "surface": "pos", "method": "GET", "path": "/VenueStock/{venueId}/Movements", "params": { "stockProductId": { "in": "query" }, "venueId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get stock movements" },
  registerWaste: { "resource": "venueStocks", "name": "registerWaste", "surface": "pos", "method": "POST", "path": "/VenueStock/{venueId}/Waste", "params": { "venueId": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to register stock waste" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Venue stock (pos API). */
export const venueStocksApi = {
  /** GET /VenueStock/ByVenue/{venueId} */
  byVenue: (input: { "venueId"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<VenueStocksResults['byVenue']>>(venueStocksEndpoints.byVenue, input, options),
  /** GET /VenueStocks */
  byCountry: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<Jsonify<VenueStocksResults['byCountry']>>(venueStocksEndpoints.byCountry, input, options),
  /** GET /VenueStock/{venueId}/Movements */
  movements: (input: { "stockProductId"?: string; "venueId": string; }, options?: CallOptions) =>
    call<Jsonify<VenueStocksResults['movements']>>(venueStocksEndpoints.movements, input, options),
  /** POST /VenueStock/{venueId}/Waste */
  registerWaste: (input: { "venueId": string; body: { stockProductId: string; quantity: number; storageId?: string | null; stockWasteReasonId: string; note?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<VenueStocksResults['registerWaste']>>(venueStocksEndpoints.registerWaste, input, options),
};
