// Generated from schema/venue/activationPlanBudgets.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { ActivationPlanBudgetsResults } from '@/shared/venue/activationPlanBudgets';

export const activationPlanBudgetsEndpoints = {
  set: { "resource": "activationPlanBudgets", "name": "set", "surface": "main", "method": "POST", "path": "/ActivationPlanBudgets/", "params": {}, "body": "fields", "returns": "result", "error": "Unable to set budget." },
  get: { "resource": "activationPlanBudgets", "name": "get", "surface": "main", "method": "GET", "path": "/ActivationPlanBudgets/{venueId}/{year}/{month}", "params": { "venueId": { "in": "path", "from": "activeVenue" }, "year": { "in": "path" }, "month": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get budget" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Budget (main API). */
export const activationPlanBudgetsApi = {
  /** POST /ActivationPlanBudgets/ */
  set: (input: { body: { venueId: string; year: number; month: number; amount: number; note?: string | null; version?: number | null; }; }, options?: CallOptions) =>
    call<Jsonify<ActivationPlanBudgetsResults['setBudget']>>(activationPlanBudgetsEndpoints.set, input, options),
  /** GET /ActivationPlanBudgets/{venueId}/{year}/{month} */
  get: (input: { "venueId"?: string; "year": number; "month": number; }, options?: CallOptions) =>
    call<Jsonify<ActivationPlanBudgetsResults['getBudgets']>>(activationPlanBudgetsEndpoints.get, input, options),
};
