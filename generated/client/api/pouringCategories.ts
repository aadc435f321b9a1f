// Generated from schema/pos/pouringCategories.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { PouringCategoriesResults } from '@/shared/pos/pouringCategories';

export const pouringCategoriesEndpoints = {
  getList: { "resource": "pouringCategories", "name": "getList", "surface": "pos", "method": "GET", "path": "/CountrySettings/PouringCategories", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": null, "returns": "result", "error": "Unable to get pouring categories" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Pouring category (pos API). */
export const pouringCategoriesApi = {
  /** GET /CountrySettings/PouringCategories */
  getList: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<Jsonify<PouringCategoriesResults['list']>>(pouringCategoriesEndpoints.getList, input, options),
};
