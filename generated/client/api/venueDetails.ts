// Generated from schema/setup/venueDetails.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { VenueDetailsResults } from '@/shared/setup/venueDetails';
import type { VenueDetailInput } from '@generated/shared/types/venueDetails';

export const venueDetailsEndpoints = {
  getList: { "resource": "venueDetails", "name": "getList", "surface": "setup", "method": "GET", "path": "/venue-details", "params": { "venue-portal-id": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get venue details" },
  create: { "resource": "venueDetails", "name": "create", "surface": "setup", "method": "POST", "path": "/venue-details", "params": {}, "body": "record", "returns": "result", "error": "Unable to get Team Members" },
  update: { "resource": "venueDetails", "name": "update", "surface": "setup", "method": "PUT", "path": "/venue-details/{id}", "params": { "id": { "in": "path" } }, "body": "record", "returns": "result", "error": "Unable to get Team Members" },
  bookingPercentage: { "resource": "venueDetails", "name": "bookingPercentage", "surface": "setup", "method": "GET", "path": "/venue-details/booking-percentage/{venueDetailsId}/{year}/{month}", "params": { "year": { "in": "path" }, "month": { "in": "path" }, "venueDetailsId": { "in": "path", "from": "activeVenue" } }, "body": null, "returns": "result", "error": "Unable to get booking percentage" },
  bookingPercentageByVenues: { "resource": "venueDetails", "name": "bookingPercentageByVenues", "surface": "setup", "method": "POST", "path": "/venue-details/booking-percentage-by-venues", "params": {}, "body": "fields", "returns": "result", "error": "Unable to get booking percentage" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Venue details (setup API). */
export const venueDetailsApi = {
  /** GET /venue-details */
  getList: (input: { "venue-portal-id"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<VenueDetailsResults['list']>>(venueDetailsEndpoints.getList, input, options),
  /** POST /venue-details */
  create: (input: { body: VenueDetailInput; }, options?: CallOptions) =>
    call<Jsonify<VenueDetailsResults['create']>>(venueDetailsEndpoints.create, input, options),
  /** PUT /venue-details/{id} */
  update: (input: { "id": string; body: VenueDetailInput; }, options?: CallOptions) =>
    call<Jsonify<VenueDetailsResults['update']>>(venueDetailsEndpoints.update, input, options),
  /** GET /venue-details/booking-percentage/{venueDetailsId}/{year}/{month} */
  bookingPercentage: (input: { "year": number; "month": number; "venueDetailsId"?: string; }, options?: CallOptions) =>
    call<Jsonify<VenueDetailsResults['bookingPercentage']>>(venueDetailsEndpoints.bookingPercentage, input, options),
  /** POST /venue-details/booking-percentage-by-venues */
  bookingPercentageByVenues: (input: { body: { date: string; venueDetailIds: string[]; }; }, options?: CallOptions) =>
    call<Jsonify<VenueDetailsResults['bookingPercentageByVenues']>>(venueDetailsEndpoints.bookingPercentageByVenues, input, options),
};
