// Generated from schema/bookings/tonightAcrossVenues.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { TonightAcrossVenuesResults } from '@/shared/bookings/tonightAcrossVenues';

export const tonightAcrossVenuesEndpoints = {
  tonight: { "resource": "tonightAcrossVenues", "name": "tonight", "surface": "setup", "method": "GET", "path": "/venue-details/tonight-across-venues", "params": { "date": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get venue details" },
  month: { "resource": "tonightAcrossVenues", "name": "month", "surface": "setup", "method": "GET", "path": "/venue-details/booking-percentage-across-venues", "params": { "year": { "in": "query" }, "month": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get booking percentage" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Tonight across venues (setup API). */
export const tonightAcrossVenuesApi = {
  /** GET /venue-details/tonight-across-venues */
  tonight: (input: { "date"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<TonightAcrossVenuesResults['tonight']>>(tonightAcrossVenuesEndpoints.tonight, input, options),
  /** GET /venue-details/booking-percentage-across-venues */
  month: (input: { "year": number; "month": number; }, options?: CallOptions) =>
    call<Jsonify<TonightAcrossVenuesResults['month']>>(tonightAcrossVenuesEndpoints.month, input, options),
};
