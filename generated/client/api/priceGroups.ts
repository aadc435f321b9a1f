// Generated from schema/pos/priceGroups.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { PriceGroupsResults } from '@/shared/pos/priceGroups';

export const priceGroupsEndpoints = {
  getList: { "resource": "priceGroups", "name": "getList", "surface": "pos", "method": "GET", "path": "/CountrySettings/PriceGroups", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": null, "returns": "result", "error": "Unable to get price groups" },
  getOne: { "resource": "priceGroups", "name": "getOne", "surface": "pos", "method": "GET", "path": "/CountrySettings/PriceGroups/{id}", "params": { "countryId": { "in": "header", "from": "activeCountry" }, "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get price group" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Price group (pos API). */
export const priceGroupsApi = {
  /** GET /CountrySettings/PriceGroups */
  getList: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<Jsonify<PriceGroupsResults['list']>>(priceGroupsEndpoints.getList, input, options),
  /** GET /CountrySettings/PriceGroups/{id} */
  getOne: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; "id": string; }, options?: CallOptions) =>
    call<Jsonify<PriceGroupsResults['getOne']>>(priceGroupsEndpoints.getOne, input, options),
};
