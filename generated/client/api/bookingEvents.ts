// Generated from schema/bookings/bookingEvents.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { BookingEventsResults } from '@/shared/bookings/bookingEvents';
import type { BookingEventInput } from '@generated/shared/types/bookingEvents';

export const bookingEventsEndpoints = {
  byVenue: { "resource": "bookingEvents", "name": "byVenue", "surface": "setup", "method": "GET", "path": "/events/by-venue/{id}", "params": { "id": { "in": "path", "from": "activeVenue" } }, "body": null, "returns": "result", "error": "Unable to get events" },
  getList: { "resource": "bookingEvents", "name": "getList", "surface": "setup", "method": "GET", "path": "/events", "params": { "venue-details-id": { "in": "query", "from": "activeVenue" }, "from-date": { "in": "query" }, "to-date": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get events" },
  create: { "resource": "bookingEvents", "name": "create", "surface": "setup", "method": "POST", "path": "/events", "params": {}, "body": "record", "returns": "result", "error": "Unable to post event" },
  update: { "resource": "bookingEvents", "name": "update", "surface": "setup", "method": "PUT", "path": "/events/{id}", "params": { "id": { "in": "path" } }, "body": "record", "returns": "result", "error": "Unable to put event" },
  delete: { "resource": "bookingEvents", "name": "delete", "surface": "setup", "method": "DELETE", "path": "/events/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to delete event" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Event (setup API). */
export const bookingEventsApi = {
  /** GET /events/by-venue/{id} */
  byVenue: (input: { "id"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<BookingEventsResults['byVenue']>>(bookingEventsEndpoints.byVenue, input, options),
  /** GET /events */
  getList: (input: { "venue-details-id"?: string; "from-date": string; "to-date": string; }, options?: CallOptions) =>
    call<Jsonify<BookingEventsResults['list']>>(bookingEventsEndpoints.getList, input, options),
  /** POST /events */
  create: (input: { body: BookingEventInput; }, options?: CallOptions) =>
    call<Jsonify<BookingEventsResults['create']>>(bookingEventsEndpoints.create, input, options),
  /** PUT /events/{id} */
  update: (input: { "id": string; body: BookingEventInput; }, options?: CallOptions) =>
    call<Jsonify<BookingEventsResults['update']>>(bookingEventsEndpoints.update, input, options),
  /** DELETE /events/{id} */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<BookingEventsResults['remove']>>(bookingEventsEndpoints.delete, input, options),
};
