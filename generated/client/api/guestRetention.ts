// Generated from schema/guests/guestRetention.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { GuestRetentionResults } from '@/shared/guests/guestRetention';

export const guestRetentionEndpoints = {
  get: { "resource": "guestRetention", "name": "get", "surface": "crm", "method": "GET", "path": "/GuestRetention/{country}", "params": { "country": { "in": "path", "from": "activeCountry" } }, "body": null, "returns": "result", "error": "Unable to get the retention schedule" },
  update: { "resource": "guestRetention", "name": "update", "surface": "crm", "method": "PUT", "path": "/GuestRetention/{country}", "params": { "country": { "in": "path", "from": "activeCountry" } }, "body": "fields", "returns": "result", "error": "Unable to save the retention schedule" },
  preview: { "resource": "guestRetention", "name": "preview", "surface": "crm", "method": "GET", "path": "/GuestRetention/{country}/preview", "params": { "country": { "in": "path", "from": "activeCountry" }, "months": { "in": "query" }, "top": { "in": "query" }, "skip": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to preview the retention schedule" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Retention schedule (crm API). */
export const guestRetentionApi = {
  /** GET /GuestRetention/{country} */
  get: (input: { "country"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<Jsonify<GuestRetentionResults['getSchedule']>>(guestRetentionEndpoints.get, input, options),
  /** PUT /GuestRetention/{country} */
  update: (input: { "country"?: "dk" | "no" | "fi" | "uk"; body: { enabled: boolean; months: number; version: number; }; }, options?: CallOptions) =>
    call<Jsonify<GuestRetentionResults['saveSchedule']>>(guestRetentionEndpoints.update, input, options),
  /** GET /GuestRetention/{country}/preview */
  preview: (input: { "country"?: "dk" | "no" | "fi" | "uk"; "months"?: number; "top"?: number; "skip"?: number; } = {}, options?: CallOptions) =>
    call<Jsonify<GuestRetentionResults['preview']>>(guestRetentionEndpoints.preview, input, options),
};
