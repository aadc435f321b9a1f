// Generated from schema/setup/setupTimeZones.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { SetupTimeZonesResults } from '@/shared/setup/setupTimeZones';

export const setupTimeZonesEndpoints = {
  countryCodes: { "resource": "setupTimeZones", "name": "countryCodes", "surface": "setup", "method": "GET", "path": "/time-zones/country-codes", "params": {}, "body": null, "returns": "result", "error": "Unable to get Country Codes" },
  byCountry: { "resource": "setupTimeZones", "name": "byCountry", "surface": "setup", "method": "GET", "path": "/time-zones/{countryCode}", "params": { "countryCode": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get Time Zones" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Time zone (setup API). */
export const setupTimeZonesApi = {
  /** GET /time-zones/country-codes */
  countryCodes: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<Jsonify<SetupTimeZonesResults['countryCodes']>>(setupTimeZonesEndpoints.countryCodes, input, options),
  /** GET /time-zones/{countryCode} */
  byCountry: (input: { "countryCode": string; }, options?: CallOptions) =>
    call<Jsonify<SetupTimeZonesResults['byCountry']>>(setupTimeZonesEndpoints.byCountry, input, options),
};
