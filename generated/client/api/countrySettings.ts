// Generated from schema/pos/countrySettings.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { CountrySettingsResults } from '@/shared/pos/countrySettings';
import type { CountrySettingInput } from '@generated/shared/types/countrySettings';

export const countrySettingsEndpoints = {
  get: { "resource": "countrySettings", "name": "get", "surface": "pos", "method": "GET", "path": "/CountrySettings", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": null, "returns": "result", "error": "Unable to get country settings" },
  update: { "resource": "countrySettings", "name": "update", "surface": "pos", "method": "PUT", "path": "/CountrySettings", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": "record", "returns": "result", "error": "Unable to update country settings" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Country settings (pos API). */
export const countrySettingsApi = {
  /** GET /CountrySettings */
  get: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<Jsonify<CountrySettingsResults['getSettings']>>(countrySettingsEndpoints.get, input, options),
  /** PUT /CountrySettings */
  update: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; body: CountrySettingInput; }, options?: CallOptions) =>
    call<Jsonify<CountrySettingsResults['updateSettings']>>(countrySettingsEndpoints.update, input, options),
};
