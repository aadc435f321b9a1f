// Generated from schema/venue/activationPlanTemplates.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor } from '@/data/kit';
import type { ActivationPlanTemplateRecord } from '@generated/shared/types/activationPlanTemplates';

export const activationPlanTemplatesEndpoints = {
  getList: { "resource": "activationPlanTemplates", "name": "getList", "surface": "main", "method": "GET", "path": "/ActivationPlanTemplates", "params": { "country": { "in": "query", "from": "activeCountry" } }, "body": null, "returns": "records", "error": "Unable to get activation plan templates" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Activation plan template (main API). */
export const activationPlanTemplatesApi = {
  /** GET /ActivationPlanTemplates */
  getList: (input: { "country"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<ActivationPlanTemplateRecord[]>(activationPlanTemplatesEndpoints.getList, input, options),
};
