// Generated from schema/pos/productUnits.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type ActionResult } from '@/data/kit';

export const productUnitsEndpoints = {
  getList: { "resource": "productUnits", "name": "getList", "surface": "pos", "method": "GET", "path": "/CountrySettings/ProductUnits", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": null, "returns": "result", "error": "Unable to get product units" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Product unit (pos API). */
export const productUnitsApi = {
  /** GET /CountrySettings/ProductUnits */
  getList: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<ActionResult<(typeof import('@/server/domain/pos/productUnits'))['list']>>(productUnitsEndpoints.getList, input, options),
};
