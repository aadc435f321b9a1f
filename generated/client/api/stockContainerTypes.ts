// Generated from schema/pos/stockContainerTypes.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { StockContainerTypesResults } from '@/shared/pos/stockContainerTypes';

export const stockContainerTypesEndpoints = {
  getList: { "resource": "stockContainerTypes", "name": "getList", "surface": "pos", "method": "GET", "path": "/CountrySettings/StockContainerTypes", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": null, "returns": "result", "error": "Unable to get stock container types" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Stock container type (pos API). */
export const stockContainerTypesApi = {
  /** GET /CountrySettings/StockContainerTypes */
  getList: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<Jsonify<StockContainerTypesResults['list']>>(stockContainerTypesEndpoints.getList, input, options),
};
