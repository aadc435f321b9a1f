// Generated from schema/setup/bookingLocations.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { BookingLocationsResults } from '@/shared/setup/bookingLocations';

export const bookingLocationsEndpoints = {
  getList: { "resource": "bookingLocations", "name": "getList", "surface": "setup", "method": "GET", "path": "/locations", "params": {}, "body": null, "returns": "result", "error": "Unable to get Team Members" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Location (setup API). */
export const bookingLocationsApi = {
  /** GET /locations */
  getList: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<Jsonify<BookingLocationsResults['list']>>(bookingLocationsEndpoints.getList, input, options),
};
