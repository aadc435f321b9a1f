// Generated from schema/shell/venues.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor } from '@/data/kit';
import type { VenueRecord } from '@generated/shared/types/venues';

export const venuesEndpoints = {
  getList: { "resource": "venues", "name": "getList", "surface": "main", "method": "GET", "path": "/Venues", "params": {}, "body": null, "returns": "records", "error": "Unable to get global venues" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Venue (main API). */
export const venuesApi = {
  /** GET /Venues */
  getList: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<VenueRecord[]>(venuesEndpoints.getList, input, options),
};
