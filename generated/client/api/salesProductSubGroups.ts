// Generated from schema/pos/salesProductSubGroups.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { SalesProductSubGroupsResults } from '@/shared/pos/salesProductSubGroups';

export const salesProductSubGroupsEndpoints = {
  getList: { "resource": "salesProductSubGroups", "name": "getList", "surface": "pos", "method": "GET", "path": "/SalesProductGroups/sub-groups", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": null, "returns": "result", "error": "Unable to get sales sub groups" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Sales sub-group (pos API). */
export const salesProductSubGroupsApi = {
  /** GET /SalesProductGroups/sub-groups */
  getList: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<Jsonify<SalesProductSubGroupsResults['list']>>(salesProductSubGroupsEndpoints.getList, input, options),
};
