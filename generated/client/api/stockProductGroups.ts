// Generated from schema/pos/stockProductGroups.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { StockProductGroupsResults } from '@/shared/pos/stockProductGroups';

export const stockProductGroupsEndpoints = {
  getList: { "resource": "stockProductGroups", "name": "getList", "surface": "pos", "method": "GET", "path": "/CountrySettings/ProductGroups", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": null, "returns": "result", "error": "Unable to get product groups" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Product group (pos API). */
export const stockProductGroupsApi = {
  /** GET /CountrySettings/ProductGroups */
  getList: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<Jsonify<StockProductGroupsResults['list']>>(stockProductGroupsEndpoints.getList, input, options),
};
