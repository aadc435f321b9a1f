// Generated from schema/reports/wizardInstances.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { WizardInstancesResults } from '@/shared/reports/wizardInstances';

export const wizardInstancesEndpoints = {
  getList: { "resource": "wizardInstances", "name": "getList", "surface": "main", "method": "GET", "path": "/WizardInstances", "params": { "page": { "in": "query" }, "perPage": { "in": "query" }, "sort": { "in": "query" }, "order": { "in": "query" }, "q": { "in": "query" }, "filter": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get wizard instances" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Guide in progress (main API). */
export const wizardInstancesApi = {
  /** GET /WizardInstances */
  getList: (input: { "page"?: number; "perPage"?: number; "sort"?: string; "order"?: string; "q"?: string; "filter"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<WizardInstancesResults['list']>>(wizardInstancesEndpoints.getList, input, options),
};
