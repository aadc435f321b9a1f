// Generated from schema/setup/venueSections.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { VenueSectionsResults } from '@/shared/setup/venueSections';

export const venueSectionsEndpoints = {
  tables: { "resource": "venueSections", "name": "tables", "surface": "bookings", "method": "GET", "path": "/admin/bookings/tables/section/{sectionId}", "params": { "existing-booking-id": { "in": "query" }, "guest-count": { "in": "query" }, "arrival": { "in": "query" }, "departure": { "in": "query" }, "accept-soft-warnings": { "in": "query" }, "sectionId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get section tables" },
  alternatives: { "resource": "venueSections", "name": "alternatives", "surface": "bookings", "method": "GET", "path": "/admin/bookings/tables/section/{sectionId}/alternatives", "params": { "existing-booking-id": { "in": "query" }, "guest-count": { "in": "query" }, "arrival": { "in": "query" }, "departure": { "in": "query" }, "sectionId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get section tables" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Section (bookings API). */
export const venueSectionsApi = {
  /** GET /admin/bookings/tables/section/{sectionId} */
  tables: (input: { "existing-booking-id"?: string; "guest-count": number; "arrival": string; "departure"?: string; "accept-soft-warnings"?: boolean; "sectionId": string; }, options?: CallOptions) =>
    call<Jsonify<VenueSectionsResults['suggestTables']>>(venueSectionsEndpoints.tables, input, options),
  /** GET /admin/bookings/tables/section/{sectionId}/alternatives */
  alternatives: (input: { "existing-booking-id"?: string; "guest-count": number; "arrival": string; "departure"?: string; "sectionId": string; }, options?: CallOptions) =>
    call<Jsonify<VenueSectionsResults['alternatives']>>(venueSectionsEndpoints.alternatives, input, options),
};
