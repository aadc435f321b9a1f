// Generated from schema/setup/venueSetupCalendarEntries.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { VenueSetupCalendarEntriesResults } from '@/shared/setup/venueSetupCalendarEntries';
import type { VenueSetupCalendarEntrieInput } from '@generated/shared/types/venueSetupCalendarEntries';

export const venueSetupCalendarEntriesEndpoints = {
  getList: { "resource": "venueSetupCalendarEntries", "name": "getList", "surface": "setup", "method": "GET", "path": "/venue-setup-calendar-entries", "params": { "venue-details-id": { "in": "query", "from": "activeVenue" } }, "body": null, "returns": "result", "error": "Unable to get calendar entries" },
  create: { "resource": "venueSetupCalendarEntries", "name": "create", "surface": "setup", "method": "POST", "path": "/venue-setup-calendar-entries", "params": {}, "body": "record", "returns": "result", "error": "Unable to post calendar entry" },
  patch: { "resource": "venueSetupCalendarEntries", "name": "patch", "surface": "setup", "method": "PATCH", "path": "/venue-setup-calendar-entries/{id}", "params": { "id": { "in": "path" } }, "body": "patch", "returns": "result", "error": "Unable to patch calendar entry" },
  swap: { "resource": "venueSetupCalendarEntries", "name": "swap", "surface": "setup", "method": "PATCH", "path": "/venue-setup-calendar-entries/{id}/swap/{otherId}", "params": { "id": { "in": "path" }, "otherId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to swap calendar entries" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Calendar entry (setup API). */
export const venueSetupCalendarEntriesApi = {
  /** GET /venue-setup-calendar-entries */
  getList: (input: { "venue-details-id"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<VenueSetupCalendarEntriesResults['list']>>(venueSetupCalendarEntriesEndpoints.getList, input, options),
  /** POST /venue-setup-calendar-entries */
  create: (input: { body: VenueSetupCalendarEntrieInput; }, options?: CallOptions) =>
    call<Jsonify<VenueSetupCalendarEntriesResults['create']>>(venueSetupCalendarEntriesEndpoints.create, input, options),
  /** PATCH /venue-setup-calendar-entries/{id} */
  patch: (input: { "id": string; body: Partial<VenueSetupCalendarEntrieInput>; }, options?: CallOptions) =>
    call<Jsonify<VenueSetupCalendarEntriesResults['patch']>>(venueSetupCalendarEntriesEndpoints.patch, input, options),
  /** PATCH /venue-setup-calendar-entries/{id}/swap/{otherId} */
  swap: (input: { "id": string; "otherId": string; }, options?: CallOptions) =>
    call<Jsonify<VenueSetupCalendarEntriesResults['swap']>>(venueSetupCalendarEntriesEndpoints.swap, input, options),
};
