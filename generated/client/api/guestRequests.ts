// Generated from schema/guests/guestRequests.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { GuestRequestsResults } from '@/shared/guests/guestRequests';

export const guestRequestsEndpoints = {
  getList: { "resource": "guestRequests", "name": "getList", "surface": "crm", "method": "GET", "path": "/GuestRequests", "params": { "status": { "in": "query" }, "type": { "in": "query" }, "country": { "in": "query" }, "overdue": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get data-subject requests" },
  getOne: { "resource": "guestRequests", "name": "getOne", "surface": "crm", "method": "GET", "path": "/GuestRequests/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get the data-subject request" },
  create: { "resource": "guestRequests", "name": "create", "surface": "crm", "method": "POST", "path": "/GuestRequests", "params": {}, "body": "fields", "returns": "result", "error": "Unable to register the data-subject request" },
  update: { "resource": "guestRequests", "name": "update", "surface": "crm", "method": "PUT", "path": "/GuestRequests", "params": {}, "body": "fields", "returns": "result", "error": "Unable to update the data-subject request" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Data-subject request (crm API). */
export const guestRequestsApi = {
  /** GET /GuestRequests */
  getList: (input: { "status"?: "Open" | "InProgress" | "Done" | "Refused"; "type"?: "Access" | "Erasure" | "Correction"; "country"?: "dk" | "no" | "fi" | "uk"; "overdue"?: boolean; } = {}, options?: CallOptions) =>
    call<Jsonify<GuestRequestsResults['list']>>(guestRequestsEndpoints.getList, input, options),
  /** GET /GuestRequests/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<GuestRequestsResults['get']>>(guestRequestsEndpoints.getOne, input, options),
  /** POST /GuestRequests */
  create: (input: { body: { guestId: string; country: "dk" | "no" | "fi" | "uk"; type: "Access" | "Erasure" | "Correction"; receivedOn?: string | null; handledBy?: string | null; notes?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<GuestRequestsResults['create']>>(guestRequestsEndpoints.create, input, options),
  /** PUT /GuestRequests */
  update: (input: { body: { id: string; version: number; type: "Access" | "Erasure" | "Correction"; receivedOn: string; handledBy?: string | null; notes?: string | null; status: "Open" | "InProgress" | "Done" | "Refused"; refusalReason?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<GuestRequestsResults['update']>>(guestRequestsEndpoints.update, input, options),
};
