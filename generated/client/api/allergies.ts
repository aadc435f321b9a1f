// Generated from schema/pos/allergies.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { AllergiesResults } from '@/shared/pos/allergies';

export const allergiesEndpoints = {
  getList: { "resource": "allergies", "name": "getList", "surface": "pos", "method": "GET", "path": "/CountrySettings/Allergies", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": null, "returns": "result", "error": "Unable to get allergies" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Allergy (pos API). */
export const allergiesApi = {
  /** GET /CountrySettings/Allergies */
  getList: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<Jsonify<AllergiesResults['list']>>(allergiesEndpoints.getList, input, options),
};
