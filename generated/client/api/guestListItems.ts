// Generated from schema/bookings/guestListItems.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { GuestListItemsResults } from '@/shared/bookings/guestListItems';
import type { GuestListItemInput } from '@generated/shared/types/guestListItems';

export const guestListItemsEndpoints = {
  create: { "resource": "guestListItems", "name": "create", "surface": "setup", "method": "POST", "path": "/guest-list-items", "params": {}, "body": "record", "returns": "result", "error": "Unable to create a guest list item" },
  getList: { "resource": "guestListItems", "name": "getList", "surface": "setup", "method": "GET", "path": "/guest-list-items", "params": { "venue-details-id": { "in": "query", "from": "activeVenue" }, "from-date": { "in": "query" }, "to-date": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get guest list items" },
  update: { "resource": "guestListItems", "name": "update", "surface": "setup", "method": "PUT", "path": "/guest-list-items/{id}", "params": { "id": { "in": "path" } }, "body": "record", "returns": "result", "error": "Unable to update a guest list item" },
  setArrivalState: { "resource": "guestListItems", "name": "setArrivalState", "surface": "setup", "method": "PATCH", "path": "/guest-list-items/{id}", "params": { "id": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to patch guest list item" },
  arrived: { "resource": "guestListItems", "name": "arrived", "surface": "setup", "method": "PATCH", "path": "/guest-list-items/{id}/arrived/{numberOfGuests}", "params": { "numberOfGuests": { "in": "path" }, "id": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to patch guest list item arrival" },
  updateArrived: { "resource": "guestListItems", "name": "updateArrived", "surface": "setup", "method": "PATCH", "path": "/guest-list-items/{id}/update-arrived/{arrivalId}", "params": { "id": { "in": "path" }, "arrivalId": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to patch guest list item arrival count" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Guest list entry (setup API). */
export const guestListItemsApi = {
  /** POST /guest-list-items */
  create: (input: { body: GuestListItemInput; }, options?: CallOptions) =>
    call<Jsonify<GuestListItemsResults['create']>>(guestListItemsEndpoints.create, input, options),
  /** GET /guest-list-items */
  getList: (input: { "venue-details-id"?: string; "from-date": string; "to-date": string; }, options?: CallOptions) =>
    call<Jsonify<GuestListItemsResults['list']>>(guestListItemsEndpoints.getList, input, options),
  /** PUT /guest-list-items/{id} */
  update: (input: { "id": string; body: GuestListItemInput; }, options?: CallOptions) =>
    call<Jsonify<GuestListItemsResults['update']>>(guestListItemsEndpoints.update, input, options),
  /** PATCH /guest-list-items/{id} */
  setArrivalState: (input: { "id": string; body: { arrivalState: 0 | 10 | 20 | 40; rejectionNote?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<GuestListItemsResults['setArrivalState']>>(guestListItemsEndpoints.setArrivalState, input, options),
  /** PATCH /guest-list-items/{id}/arrived/{numberOfGuests} */
  arrived: (input: { "numberOfGuests": number; "id": string; body: { note?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<GuestListItemsResults['arrived']>>(guestListItemsEndpoints.arrived, input, options),
  /** PATCH /guest-list-items/{id}/update-arrived/{arrivalId} */
  updateArrived: (input: { "id": string; "arrivalId": string; body: { numPeopleArrived: number; note?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<GuestListItemsResults['updateArrived']>>(guestListItemsEndpoints.updateArrived, input, options),
};
