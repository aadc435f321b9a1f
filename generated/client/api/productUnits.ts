// Generated from schema/pos/productUnits.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { ProductUnitsResults } from '@/shared/pos/productUnits';

export const productUnitsEndpoints = {
  getList: { "resource": "productUnits", "name": "getList", "surface": "pos", "method": "GET", "path": "/CountrySettings/ProductUnits", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": null, "returns": "result", "error": "Unable to get product units" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Product unit (pos API). */
export const productUnitsApi = {
  /** GET /CountrySettings/ProductUnits */
  getList: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<Jsonify<ProductUnitsResults['list']>>(productUnitsEndpoints.getList, input, options),
};
