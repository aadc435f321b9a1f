// Generated from schema/pos/taxGroups.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { TaxGroupsResults } from '@/shared/pos/taxGroups';

export const taxGroupsEndpoints = {
  getList: { "resource": "taxGroups", "name": "getList", "surface": "pos", "method": "GET", "path": "/CountrySettings/TaxGroups", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": null, "returns": "result", "error": "Unable to get tax groups" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Tax group (pos API). */
export const taxGroupsApi = {
  /** GET /CountrySettings/TaxGroups */
  getList: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<Jsonify<TaxGroupsResults['list']>>(taxGroupsEndpoints.getList, input, options),
};
