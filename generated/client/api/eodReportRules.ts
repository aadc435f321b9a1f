// Generated from schema/life/eodReportRules.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { EodReportRulesResults } from '@/shared/life/eodReportRules';
import type { EodReportRuleInput } from '@generated/shared/types/eodReportRules';

export const eodReportRulesEndpoints = {
  getForCountry: { "resource": "eodReportRules", "name": "getForCountry", "surface": "main", "method": "GET", "path": "/EodReportRules", "params": { "country": { "in": "query", "from": "activeCountry" } }, "body": null, "returns": "result", "error": "Unable to get eod report rules" },
  update: { "resource": "eodReportRules", "name": "update", "surface": "main", "method": "PUT", "path": "/EodReportRules/", "params": {}, "body": "record", "returns": "result", "error": "Unable to save eod report rules" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of End-of-day report rules (main API). */
export const eodReportRulesApi = {
  /** GET /EodReportRules */
  getForCountry: (input: { "country"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<Jsonify<EodReportRulesResults['getForCountry']>>(eodReportRulesEndpoints.getForCountry, input, options),
  /** PUT /EodReportRules/ */
  update: (input: { body: EodReportRuleInput; }, options?: CallOptions) =>
    call<Jsonify<EodReportRulesResults['save']>>(eodReportRulesEndpoints.update, input, options),
};
