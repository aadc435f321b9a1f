// Generated from schema/reports/venueTrainingSessions.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { VenueTrainingSessionsResults } from '@/shared/reports/venueTrainingSessions';

export const venueTrainingSessionsEndpoints = {
  getList: { "resource": "venueTrainingSessions", "name": "getList", "surface": "main", "method": "GET", "path": "/VenueTrainingSessions", "params": { "query": { "in": "query" }, "page": { "in": "query" }, "perPage": { "in": "query" }, "sort": { "in": "query" }, "order": { "in": "query" }, "q": { "in": "query" }, "filter": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get training sessions" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Training session (main API). */
export const venueTrainingSessionsApi = {
  /** GET /VenueTrainingSessions */
  getList: (input: { "query"?: string; "page"?: number; "perPage"?: number; "sort"?: string; "order"?: string; "q"?: string; "filter"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<VenueTrainingSessionsResults['list']>>(venueTrainingSessionsEndpoints.getList, input, options),
};
