// Generated from schema/setup/bookingLocations.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type ActionResult } from '@/data/kit';

export const bookingLocationsEndpoints = {
  getList: { "resource": "bookingLocations", "name": "getList", "surface": "setup", "method": "GET", "path": "/locations", "params": {}, "body": null, "returns": "result", "error": "Unable to get Team Members" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Location (setup API). */
export const bookingLocationsApi = {
  /** GET /locations */
  getList: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<ActionResult<(typeof import('@/server/domain/setup/bookingLocations'))['list']>>(bookingLocationsEndpoints.getList, input, options),
};
