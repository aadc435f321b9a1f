// Generated from schema/venue/activationPlanChangeLog.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { ActivationPlanChangeLogResults } from '@/shared/venue/activationPlanChangeLog';

export const activationPlanChangeLogEndpoints = {
  getList: { "resource": "activationPlanChangeLog", "name": "getList", "surface": "main", "method": "GET", "path": "/ActivationPlanChangeLog", "params": { "venueId": { "in": "query", "from": "activeVenue" }, "entity": { "in": "query" }, "page": { "in": "query" }, "perPage": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get the change log" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Change (main API). */
export const activationPlanChangeLogApi = {
  /** GET /ActivationPlanChangeLog */
  getList: (input: { "venueId"?: string; "entity"?: "event" | "campaign" | "comment" | "budget"; "page"?: number; "perPage"?: number; } = {}, options?: CallOptions) =>
    call<Jsonify<ActivationPlanChangeLogResults['list']>>(activationPlanChangeLogEndpoints.getList, input, options),
};
