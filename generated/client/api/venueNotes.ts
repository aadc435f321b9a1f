// Generated from schema/bookings/venueNotes.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { VenueNotesResults } from '@/shared/bookings/venueNotes';
import type { VenueNoteInput } from '@generated/shared/types/venueNotes';

export const venueNotesEndpoints = {
  create: { "resource": "venueNotes", "name": "create", "surface": "setup", "method": "POST", "path": "/venue-notes", "params": {}, "body": "record", "returns": "result", "error": "Unable to create a note" },
  getList: { "resource": "venueNotes", "name": "getList", "surface": "setup", "method": "GET", "path": "/venue-notes", "params": { "venue-details-id": { "in": "query", "from": "activeVenue" }, "from-date": { "in": "query" }, "to-date": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get VenueNotes" },
  updateBookingClosed: { "resource": "venueNotes", "name": "updateBookingClosed", "surface": "setup", "method": "PATCH", "path": "/venue-notes/update-booking-closed", "params": {}, "body": "fields", "returns": "result", "error": "Unable to patch the venue closed note" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Venue note (setup API). */
export const venueNotesApi = {
  /** POST /venue-notes */
  create: (input: { body: VenueNoteInput; }, options?: CallOptions) =>
    call<Jsonify<VenueNotesResults['create']>>(venueNotesEndpoints.create, input, options),
  /** GET /venue-notes */
  getList: (input: { "venue-details-id"?: string; "from-date": string; "to-date": string; }, options?: CallOptions) =>
    call<Jsonify<VenueNotesResults['list']>>(venueNotesEndpoints.getList, input, options),
  /** PATCH /venue-notes/update-booking-closed */
  updateBookingClosed: (input: { body: { id: string; bookingClosed: boolean; }; }, options?: CallOptions) =>
    call<Jsonify<VenueNotesResults['setBookingClosed']>>(venueNotesEndpoints.updateBookingClosed, input, options),
};
