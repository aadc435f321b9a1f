// Generated from schema/procurement/stockSettings.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { StockSettingsResults } from '@/shared/procurement/stockSettings';
import type { StockSettingInput } from '@generated/shared/types/stockSettings';

export const stockSettingsEndpoints = {
  get: { "resource": "stockSettings", "name": "get", "surface": "pos", "method": "GET", "path": "/StockSettings", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": null, "returns": "result", "error": "Unable to get stock settings" },
  update: { "resource": "stockSettings", "name": "update", "surface": "pos", "method": "PUT", "path": "/StockSettings", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": "record", "returns": "result", "error": "Unable to update stock settings" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Stock settings (pos API). */
export const stockSettingsApi = {
  /** GET /StockSettings */
  get: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<Jsonify<StockSettingsResults['get']>>(stockSettingsEndpoints.get, input, options),
  /** PUT /StockSettings */
  update: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; body: StockSettingInput; }, options?: CallOptions) =>
    call<Jsonify<StockSettingsResults['update']>>(stockSettingsEndpoints.update, input, options),
};
