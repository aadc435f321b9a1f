// Generated from schema/life/meetingNotificationRules.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { MeetingNotificationRulesResults } from '@/shared/life/meetingNotificationRules';
import type { MeetingNotificationRuleInput } from '@generated/shared/types/meetingNotificationRules';
import type { MeetingNotificationRuleRecord } from '@generated/shared/types/meetingNotificationRules';

export const meetingNotificationRulesEndpoints = {
  create: { "resource": "meetingNotificationRules", "name": "create", "surface": "main", "method": "POST", "path": "/MeetingNotificationRules/{type}", "params": { "type": { "in": "path" }, "country": { "in": "query", "from": "activeCountry" } }, "body": "record", "returns": "result", "error": "Unable to create meeting rule" },
  getOne: { "resource": "meetingNotificationRules", "name": "getOne", "surface": "main", "method": "GET", "path": "/MeetingNotificationRules/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "record", "error": "Unable to get meeting rule" },
  getList: { "resource": "meetingNotificationRules", "name": "getList", "surface": "main", "method": "GET", "path": "/MeetingNotificationRules", "params": { "country": { "in": "query", "from": "activeCountry" } }, "body": null, "returns": "records", "error": "Unable to get meeting rules" },
  update: { "resource": "meetingNotificationRules", "name": "update", "surface": "main", "method": "PUT", "path": "/MeetingNotificationRules", "params": {}, "body": "record", "returns": "result", "error": "Unable to update meeting rule." },
  delete: { "resource": "meetingNotificationRules", "name": "delete", "surface": "main", "method": "DELETE", "path": "/MeetingNotificationRules", "params": { "ruleId": { "in": "query" } }, "body": null, "returns": "none", "error": "Unable to delete meeting rule." },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Meeting rule (main API). */
export const meetingNotificationRulesApi = {
  /** POST /MeetingNotificationRules/{type} */
  create: (input: { "type": "meetingEnded" | "inactivity"; "country"?: "dk" | "no" | "fi" | "uk"; body: MeetingNotificationRuleInput; }, options?: CallOptions) =>
    call<Jsonify<MeetingNotificationRulesResults['create']>>(meetingNotificationRulesEndpoints.create, input, options),
  /** GET /MeetingNotificationRules/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<MeetingNotificationRuleRecord>(meetingNotificationRulesEndpoints.getOne, input, options),
  /** GET /MeetingNotificationRules */
  getList: (input: { "country"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<MeetingNotificationRuleRecord[]>(meetingNotificationRulesEndpoints.getList, input, options),
  /** PUT /MeetingNotificationRules */
  update: (input: { body: MeetingNotificationRuleInput; }, options?: CallOptions) =>
    call<Jsonify<MeetingNotificationRulesResults['update']>>(meetingNotificationRulesEndpoints.update, input, options),
  /** DELETE /MeetingNotificationRules */
  delete: (input: { "ruleId": string; }, options?: CallOptions) =>
    call<void>(meetingNotificationRulesEndpoints.delete, input, options),
};
