// Generated from schema/reports/plandayPayrateChanges.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { PlandayPayrateChangesResults } from '@/shared/reports/plandayPayrateChanges';

export const plandayPayrateChangesEndpoints = {
  getList: { "resource": "plandayPayrateChanges", "name": "getList", "surface": "main", "method": "GET", "path": "/Payrates/PlandayPayrateChanges", "params": { "venueId": { "in": "query" }, "from": { "in": "query" }, "to": { "in": "query" }, "reason": { "in": "query" }, "hasError": { "in": "query" }, "page": { "in": "query" }, "perPage": { "in": "query" }, "sort": { "in": "query" }, "order": { "in": "query" }, "q": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get pay rate changes" },
  exportXlsx: { "resource": "plandayPayrateChanges", "name": "exportXlsx", "surface": "main", "method": "POST", "path": "/Payrates/ExportPlandayPayrateChanges", "params": {}, "body": "fields", "returns": "file", "error": "Unable to export payrate changes." },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Pay rate change (main API). */
export const plandayPayrateChangesApi = {
  /** GET /Payrates/PlandayPayrateChanges */
  getList: (input: { "venueId"?: string; "from"?: string; "to"?: string; "reason"?: 1 | 2 | 3; "hasError"?: boolean; "page"?: number; "perPage"?: number; "sort"?: string; "order"?: string; "q"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<PlandayPayrateChangesResults['list']>>(plandayPayrateChangesEndpoints.getList, input, options),
  /** POST /Payrates/ExportPlandayPayrateChanges */
  exportXlsx: (input: { body: { venueId?: string | null; from?: string | null; to?: string | null; reason?: 1 | 2 | 3 | null; hasError?: boolean | null; q?: string | null; locale?: "eng" | "dan" | "swe" | "nor" | "fin" | null; sort?: string | null; order?: string | null; }; }, options?: CallOptions) =>
    call<Blob>(plandayPayrateChangesEndpoints.exportXlsx, input, options),
};
