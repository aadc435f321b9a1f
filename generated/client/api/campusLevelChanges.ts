// Generated from schema/reports/campusLevelChanges.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { CampusLevelChangesResults } from '@/shared/reports/campusLevelChanges';

export const campusLevelChangesEndpoints = {
  getList: { "resource": "campusLevelChanges", "name": "getList", "surface": "main", "method": "GET", "path": "/Payrates/CampusLevelChanges", "params": { "venueId": { "in": "query" }, "from": { "in": "query" }, "to": { "in": "query" }, "levelTo": { "in": "query" }, "page": { "in": "query" }, "perPage": { "in": "query" }, "sort": { "in": "query" }, "order": { "in": "query" }, "q": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get campus level changes" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Campus level change (main API). */
export const campusLevelChangesApi = {
  /** GET /Payrates/CampusLevelChanges */
  getList: (input: { "venueId"?: string; "from"?: string; "to"?: string; "levelTo"?: 1 | 2 | 3; "page"?: number; "perPage"?: number; "sort"?: string; "order"?: string; "q"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<CampusLevelChangesResults['list']>>(campusLevelChangesEndpoints.getList, input, options),
};
