// Generated from schema/pos/stockProductGroups.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type ActionResult } from '@/data/kit';

export const stockProductGroupsEndpoints = {
  getList: { "resource": "stockProductGroups", "name": "getList", "surface": "pos", "method": "GET", "path": "/CountrySettings/ProductGroups", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": null, "returns": "result", "error": "Unable to get product groups" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Product group (pos API). */
export const stockProductGroupsApi = {
  /** GET /CountrySettings/ProductGroups */
  getList: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<ActionResult<(typeof import('@/server/domain/pos/stockProductGroups'))['list']>>(stockProductGroupsEndpoints.getList, input, options),
};
