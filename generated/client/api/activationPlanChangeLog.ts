// Generated from schema/venue/activationPlanChangeLog.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor } from '@/data/kit';
import type { ActivationPlanChangeLogRecord } from '@generated/shared/types/activationPlanChangeLog';

export const activationPlanChangeLogEndpoints = {
  getList: { "resource": "activationPlanChangeLog", "name": "getList", "surface": "main", "method": "GET", "path": "/ActivationPlanChangeLog", "params": { "venueId": { "in": "query", "from": "activeVenue" }, "entity": { "in": "query" } }, "body": null, "returns": "records", "error": "Unable to get the change log" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Change (main API). */
export const activationPlanChangeLogApi = {
  /** GET /ActivationPlanChangeLog */
  getList: (input: { "venueId"?: string; "entity"?: "event" | "campaign" | "comment" | "budget"; } = {}, options?: CallOptions) =>
    call<ActivationPlanChangeLogRecord[]>(activationPlanChangeLogEndpoints.getList, input, options),
};
