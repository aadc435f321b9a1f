// Generated from schema/bookings/bookings.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { BookingsResults } from '@/shared/bookings/bookings';

export const bookingsEndpoints = {
  getList: { "resource": "bookings", "name": "getList", "surface": "bookings", "method": "GET", "path": "/admin/bookings", "params": { "venue-details-id": { "in": "query", "from": "activeVenue" }, "from-date": { "in": "query" }, "to-date": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get bookings." },
  requests: { "resource": "bookings", "name": "requests", "surface": "bookings", "method": "GET", "path": "/admin/bookings/requests", "params": { "venue-details-id": { "in": "query", "from": "activeVenue" }, "case-worker-id": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get requests." },
  onDeactivatedTables: { "resource": "bookings", "name": "onDeactivatedTables", "surface": "bookings", "method": "GET", "path": "/admin/bookings/bookings-on-deactivated-tables/{venueId}", "params": { "venueId": { "in": "path", "from": "activeVenue" } }, "body": null, "returns": "result", "error": "Unable to get bookings." },
  rejectedRequests: { "resource": "bookings", "name": "rejectedRequests", "surface": "bookings", "method": "GET", "path": "/admin/bookings/rejected-requests", "params": { "venue-details-id": { "in": "query", "from": "activeVenue" } }, "body": null, "returns": "result", "error": "Unable to get rejected requests." },
  caseworkers: { "resource": "bookings", "name": "caseworkers", "surface": "bookings", "method": "GET", "path": "/admin/bookings/caseworkers", "params": { "venueId": { "in": "header", "from": "activeVenue" } }, "body": null, "returns": "result", "error": "Unable to get caseworkers." },
  hosts: { "resource": "bookings", "name": "hosts", "surface": "bookings", "method": "GET", "path": "/admin/bookings/hosts", "params": { "venueId": { "in": "header", "from": "activeVenue" } }, "body": null, "returns": "result", "error": "Unable to get hosts." },
  create: { "resource": "bookings", "name": "create", "surface": "bookings", "method": "POST", "path": "/admin/bookings", "params": { "accept-soft-warnings": { "in": "query" } }, "body": "fields", "returns": "result", "error": "Unable to post booking." },
  update: { "resource": "bookings", "name": "update", "surface": "bookings", "method": "PUT", "path": "/admin/bookings/{id}", "params": { "accept-soft-warnings": { "in": "query" }, "id": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to put booking." },
  delete: { "resource": "bookings", "name": "delete", "surface": "bookings", "method": "DELETE", "path": "/admin/bookings/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to delete booking." },
  assignMe: { "resource": "bookings", "name": "assignMe", "surface": "bookings", "method": "PATCH", "path": "/admin/bookings/{id}/assign-current-user-as-caseworker/", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to assign caseworker." },
  unassignMe: { "resource": "bookings", "name": "unassignMe", "surface": "bookings", "method": "PATCH", "path": "/admin/bookings/{id}/unassign-current-user-as-caseworker/", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to unassign caseworker." },
  assignCaseworker: { "resource": "bookings", "name": "assignCaseworker", "surface": "bookings", "method": "PATCH", "path": "/admin/bookings/{id}/assign-caseworker/{userId}", "params": { "id": { "in": "path" }, "userId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to assign caseworker." },
  assignHost: { "resource": "bookings", "name": "assignHost", "surface": "bookings", "method": "PATCH", "path": "/admin/bookings/{id}/assign-host/{userId}", "params": { "id": { "in": "path" }, "userId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to assign host." },
  rejectRequest: { "resource": "bookings", "name": "rejectRequest", "surface": "bookings", "method": "PATCH", "path": "/admin/bookings/{id}/reject-request", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to patch booking to reject request." },
  reopenRequest: { "resource": "bookings", "name": "reopenRequest", "surface": "bookings", "method": "PATCH", "path": "/admin/bookings/{id}/reopen-request", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to patch booking to reopen request." },
  arrivalState: { "resource": "bookings", "name": "arrivalState", "surface": "bookings", "method": "PATCH", "path": "/admin/bookings/{id}/arrival-state", "params": { "id": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to patch arrival state." },
  bookingState: { "resource": "bookings", "name": "bookingState", "surface": "bookings", "method": "PATCH", "path": "/admin/bookings/{id}/booking-state", "params": { "id": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to patch booking state." },
  customer: { "resource": "bookings", "name": "customer", "surface": "bookings", "method": "PATCH", "path": "/admin/bookings/{id}/customer", "params": { "id": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to patch booking customer." },
  arrived: { "resource": "bookings", "name": "arrived", "surface": "bookings", "method": "PATCH", "path": "/admin/bookings/{id}/arrived/{numberOfGuests}", "params": { "numberOfGuests": { "in": "path" }, "id": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to patch booking arrival." },
  updateArrived: { "resource": "bookings", "name": "updateArrived", "surface": "bookings", "method": "PATCH", "path": "/admin/bookings/{id}/update-arrived/{arrivalId}", "params": { "id": { "in": "path" }, "arrivalId": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to patch booking items arrival count." },
  addTag: { "resource": "bookings", "name": "addTag", "surface": "bookings", "method": "POST", "path": "/admin/bookings/booking-tags/{bookingId}/{tag}", "params": { "bookingId": { "in": "path" }, "tag": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to post booking tag." },
  removeTag: { "resource": "bookings", "name": "removeTag", "surface": "bookings", "method": "DELETE", "path": "/admin/bookings/booking-tags/{bookingId}/{tag}", "params": { "bookingId": { "in": "path" }, "tag": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to delete booking tag." },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Booking (bookings API). */
export const bookingsApi = {
  /** GET /admin/bookings */
  getList: (input: { "venue-details-id"?: string; "from-date": string; "to-date": string; }, options?: CallOptions) =>
    call<Jsonify<BookingsResults['listNight']>>(bookingsEndpoints.getList, input, options),
  /** GET /admin/bookings/requests */
  requests: (input: { "venue-details-id"?: string; "case-worker-id"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<BookingsResults['listRequests']>>(bookingsEndpoints.requests, input, options),
  /** GET /admin/bookings/bookings-on-deactivated-tables/{venueId} */
  onDeactivatedTables: (input: { "venueId"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<BookingsResults['listOnDeactivatedTables']>>(bookingsEndpoints.onDeactivatedTables, input, options),
  /** GET /admin/bookings/rejected-requests */
  rejectedRequests: (input: { "venue-details-id"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<BookingsResults['listRejected']>>(bookingsEndpoints.rejectedRequests, input, options),
  /** GET /admin/bookings/caseworkers */
  caseworkers: (input: { "venueId"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<BookingsResults['caseworkers']>>(bookingsEndpoints.caseworkers, input, options),
  /** GET /admin/bookings/hosts */
  hosts: (input: { "venueId"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<BookingsResults['hosts']>>(bookingsEndpoints.hosts, input, options),
  /** POST /admin/bookings */
  create: (input: { "accept-soft-warnings"?: boolean; body: { venueDetailsId: string; venueSetupId?: string | null; venueSectionId?: string | null; venueTableId?: string | null; bookingState?: 1 | 2 | 3 | 4 | 5 | 7 | 8 | null; arrivalState?: 0 | 5 | 10 | 12 | 15 | 80 | 90 | null; type?: number | null; guestCount?: number | null; arrival?: string | null; departure?: string | null; customerMessage?: string | null; bookingMessages?: Array<{ message?: string | null; author?: string | null; created?: string | null; }> | null; orderLines?: Array<{ name: string; quantity: number; unitPrice: number; description?: string | null; category?: string | null; }> | null; tags?: string[] | null; caseworker?: string | null; host?: string | null; notifyCaseworker?: boolean | null; paymentReceived?: boolean | null; notes?: Array<{ message?: string | null; created?: string | null; createdBy?: string | null; }> | null; eventId?: string | null; minimumSpend?: number | null; bookingCustomer?: { name?: string | null; phoneNumber?: string | null; email?: string | null; } | null; }; }, options?: CallOptions) =>
    call<Jsonify<BookingsResults['create']>>(bookingsEndpoints.create, input, options),
  /** PUT /admin/bookings/{id} */
  update: (input: { "accept-soft-warnings"?: boolean; "id": string; body: { venueDetailsId: string; venueSetupId?: string | null; venueSectionId?: string | null; venueTableId?: string | null; bookingState?: 1 | 2 | 3 | 4 | 5 | 7 | 8 | null; arrivalState?: 0 | 5 | 10 | 12 | 15 | 80 | 90 | null; type?: number | null; guestCount?: number | null; arrival?: string | null; departure?: string | null; customerMessage?: string | null; bookingMessages?: Array<{ message?: string | null; author?: string | null; created?: string | null; }> | null; orderLines?: Array<{ name: string; quantity: number; unitPrice: number; description?: string | null; category?: string | null; }> | null; tags?: string[] | null; caseworker?: string | null; host?: string | null; notifyCaseworker?: boolean | null; paymentReceived?: boolean | null; notes?: Array<{ message?: string | null; created?: string | null; createdBy?: string | null; }> | null; eventId?: string | null; minimumSpend?: number | null; bookingCustomer?: { name?: string | null; phoneNumber?: string | null; email?: string | null; } | null; version: number; }; }, options?: CallOptions) =>
    call<Jsonify<BookingsResults['update']>>(bookingsEndpoints.update, input, options),
  /** DELETE /admin/bookings/{id} */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<BookingsResults['remove']>>(bookingsEndpoints.delete, input, options),
  /** PATCH /admin/bookings/{id}/assign-current-user-as-caseworker/ */
  assignMe: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<BookingsResults['assignMe']>>(bookingsEndpoints.assignMe, input, options),
  /** PATCH /admin/bookings/{id}/unassign-current-user-as-caseworker/ */
  unassignMe: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<BookingsResults['unassignMe']>>(bookingsEndpoints.unassignMe, input, options),
  /** PATCH /admin/bookings/{id}/assign-caseworker/{userId} */
  assignCaseworker: (input: { "id": string; "userId": string; }, options?: CallOptions) =>
    call<Jsonify<BookingsResults['assignCaseworker']>>(bookingsEndpoints.assignCaseworker, input, options),
  /** PATCH /admin/bookings/{id}/assign-host/{userId} */
  assignHost: (input: { "id": string; "userId": string; }, options?: CallOptions) =>
    call<Jsonify<BookingsResults['assignHost']>>(bookingsEndpoints.assignHost, input, options),
  /** PATCH /admin/bookings/{id}/reject-request */
  rejectRequest: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<BookingsResults['rejectRequest']>>(bookingsEndpoints.rejectRequest, input, options),
  /** PATCH /admin/bookings/{id}/reopen-request */
  reopenRequest: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<BookingsResults['reopenRequest']>>(bookingsEndpoints.reopenRequest, input, options),
  /** PATCH /admin/bookings/{id}/arrival-state */
  arrivalState: (input: { "id": string; body: { arrivalState: 0 | 5 | 10 | 12 | 15 | 80 | 90; }; }, options?: CallOptions) =>
    call<Jsonify<BookingsResults['setArrivalState']>>(bookingsEndpoints.arrivalState, input, options),
  /** PATCH /admin/bookings/{id}/booking-state */
  bookingState: (input: { "id": string; body: { bookingState: 1 | 2 | 3 | 4 | 5 | 7 | 8; }; }, options?: CallOptions) =>
    call<Jsonify<BookingsResults['setBookingState']>>(bookingsEndpoints.bookingState, input, options),
  /** PATCH /admin/bookings/{id}/customer */
  customer: (input: { "id": string; body: { name?: string | null; phoneNumber?: string | null; email?: string | null; password?: string | null; companyName?: string | null; vatNo?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<BookingsResults['setCustomer']>>(bookingsEndpoints.customer, input, options),
  /** PATCH /admin/bookings/{id}/arrived/{numberOfGuests} */
  arrived: (input: { "numberOfGuests": number; "id": string; body: { note?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<BookingsResults['arrived']>>(bookingsEndpoints.arrived, input, options),
  /** PATCH /admin/bookings/{id}/update-arrived/{arrivalId} */
  updateArrived: (input: { "id": string; "arrivalId": string; body: { numPeopleArrived: number; note?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<BookingsResults['updateArrived']>>(bookingsEndpoints.updateArrived, input, options),
  /** POST /admin/bookings/booking-tags/{bookingId}/{tag} */
  addTag: (input: { "bookingId": string; "tag": string; }, options?: CallOptions) =>
    call<Jsonify<BookingsResults['addTag']>>(bookingsEndpoints.addTag, input, options),
  /** DELETE /admin/bookings/booking-tags/{bookingId}/{tag} */
  removeTag: (input: { "bookingId": string; "tag": string; }, options?: CallOptions) =>
    call<Jsonify<BookingsResults['removeTag']>>(bookingsEndpoints.removeTag, input, options),
};
