// Generated from schema/reports/powerBi.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { PowerBiResults } from '@/shared/reports/powerBi';

export const powerBiEndpoints = {
  get: { "resource": "powerBi", "name": "get", "surface": "main", "method": "GET", "path": "/PowerBI", "params": { "reportId": { "in": "query" }, "workspaceId": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get the Power BI report" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Power BI report (main API). */
export const powerBiApi = {
  /** GET /PowerBI */
  get: (input: { "reportId": string; "workspaceId": string; }, options?: CallOptions) =>
    call<Jsonify<PowerBiResults['embedConfig']>>(powerBiEndpoints.get, input, options),
};
