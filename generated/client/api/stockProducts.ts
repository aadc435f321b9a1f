// Generated from schema/pos/stockProducts.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { StockProductsResults } from '@/shared/pos/stockProducts';
import type { StockProductInput } from '@generated/shared/types/stockProducts';
import type { StockProductRecord } from '@generated/shared/types/stockProducts';

export const stockProductsEndpoints = {
  getList: { "resource": "stockProducts", "name": "getList", "surface": "pos", "method": "GET", "path": "/StockProducts", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": null, "returns": "records", "error": "Unable to get stock products" },
  getOne: { "resource": "stockProducts", "name": "getOne", "surface": "pos", "method": "GET", "path": "/StockProduct/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "record", "error": "Unable to get single stock product" },
  create: { "resource": "stockProducts", "name": "create", "surface": "pos", "method": "POST", "path": "/StockProducts/", "params": {}, "body": "record", "returns": "result", "error": "Unable to create stock product" },
  update: { "resource": "stockProducts", "name": "update", "surface": "pos", "method": "PUT", "path": "/StockProduct/{id}", "params": { "id": { "in": "path" } }, "body": "record", "returns": "result", "error": "Unable to update stock product with id {id}" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Stock product (pos API). */
export const stockProductsApi = {
  /** GET /StockProducts */
  getList: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<StockProductRecord[]>(stockProductsEndpoints.getList, input, options),
  /** GET /StockProduct/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<StockProductRecord>(stockProductsEndpoints.getOne, input, options),
  /** POST /StockProducts/ */
  create: (input: { body: StockProductInput; }, options?: CallOptions) =>
    call<Jsonify<StockProductsResults['create']>>(stockProductsEndpoints.create, input, options),
  /** PUT /StockProduct/{id} */
  update: (input: { "id": string; body: StockProductInput; }, options?: CallOptions) =>
    call<Jsonify<StockProductsResults['update']>>(stockProductsEndpoints.update, input, options),
};
