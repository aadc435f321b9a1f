// Generated from schema/life/listNotificationRules.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { ListNotificationRulesResults } from '@/shared/life/listNotificationRules';
import type { ListNotificationRuleInput } from '@generated/shared/types/listNotificationRules';
import type { ListNotificationRuleRecord } from '@generated/shared/types/listNotificationRules';
import type { MultilingualText } from '@/shared/types';

export const listNotificationRulesEndpoints = {
  create: { "resource": "listNotificationRules", "name": "create", "surface": "main", "method": "POST", "path": "/ListNotificationRules/{type}", "params": { "type": { "in": "path" }, "country": { "in": "query", "from": "activeCountry" } }, "body": "fields", "returns": "result", "error": "Unable to create list rule" },
  getOne: { "resource": "listNotificationRules", "name": "getOne", "surface": "main", "method": "GET", "path": "/ListNotificationRules/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "record", "error": "Unable to get list rule" },
  getList: { "resource": "listNotificationRules", "name": "getList", "surface": "main", "method": "GET", "path": "/ListNotificationRules", "params": { "country": { "in": "query", "from": "activeCountry" } }, "body": null, "returns": "records", "error": "Unable to get list rules" },
  update: { "resource": "listNotificationRules", "name": "update", "surface": "main", "method": "PUT", "path": "/ListNotificationRules", "params": {}, "body": "record", "returns": "result", "error": "Unable to update list rule" },
  delete: { "resource": "listNotificationRules", "name": "delete", "surface": "main", "method": "DELETE", "path": "/ListNotificationRules", "params": { "ruleId": { "in": "query" } }, "body": null, "returns": "none", "error": "Unable to delete list rule" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of List rule (main API). */
export const listNotificationRulesApi = {
  /** POST /ListNotificationRules/{type} */
  create: (input: { "type": "score" | "inactivity"; "country"?: "dk" | "no" | "fi" | "uk"; body: { listType?: "FireProtectionMeasures" | "VenueVisitLight" | "BarsWithRestaurantsThorough" | "BarsAndNightclubsThorough" | "CompetitorVisit" | "MaintenanceReviewLight" | "MaintenanceReviewThorough" | null; threshold?: number | null; questionCategory?: string | null; inactivitySeconds?: 86400 | 172800 | 259200 | 604800 | 1209600 | 1814400 | 2629743 | 5259486 | 7889229 | 10518972 | 13148715 | 15778458 | 31556926 | null; recipientRoles?: Array<"vm" | "svm" | "avm" | "sm" | "rm" | "rd" | "cd"> | null; message: MultilingualText; active?: boolean | null; }; }, options?: CallOptions) =>
    call<Jsonify<ListNotificationRulesResults['create']>>(listNotificationRulesEndpoints.create, input, options),
  /** GET /ListNotificationRules/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<ListNotificationRuleRecord>(listNotificationRulesEndpoints.getOne, input, options),
  /** GET /ListNotificationRules */
  getList: (input: { "country"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<ListNotificationRuleRecord[]>(listNotificationRulesEndpoints.getList, input, options),
  /** PUT /ListNotificationRules */
  update: (input: { body: ListNotificationRuleInput; }, options?: CallOptions) =>
    call<Jsonify<ListNotificationRulesResults['update']>>(listNotificationRulesEndpoints.update, input, options),
  /** DELETE /ListNotificationRules */
  delete: (input: { "ruleId": string; }, options?: CallOptions) =>
    call<void>(listNotificationRulesEndpoints.delete, input, options),
};
