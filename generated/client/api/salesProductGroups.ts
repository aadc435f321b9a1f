// Generated from schema/pos/salesProductGroups.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { SalesProductGroupsResults } from '@/shared/pos/salesProductGroups';

export const salesProductGroupsEndpoints = {
  getList: { "resource": "salesProductGroups", "name": "getList", "surface": "pos", "method": "GET", "path": "/SalesProductGroups", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": null, "returns": "result", "error": "Unable to get sales groups" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Sales group (pos API). */
export const salesProductGroupsApi = {
  /** GET /SalesProductGroups */
  getList: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<Jsonify<SalesProductGroupsResults['list']>>(salesProductGroupsEndpoints.getList, input, options),
};
