// Generated from schema/pos/salesProducts.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { SalesProductsResults } from '@/shared/pos/salesProducts';
import type { SalesProductInput } from '@generated/shared/types/salesProducts';
import type { SalesProductRecord } from '@generated/shared/types/salesProducts';

export const salesProductsEndpoints = {
  getList: { "resource": "salesProducts", "name": "getList", "surface": "pos", "method": "GET", "path": "/SalesProducts", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": null, "returns": "records", "error": "Unable to get sales products" },
  getOne: { "resource": "salesProducts", "name": "getOne", "surface": "pos", "method": "GET", "path": "/SalesProduct/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "record", "error": "Unable to get single sales product" },
  create: { "resource": "salesProducts", "name": "create", "surface": "pos", "method": "POST", "path": "/SalesProducts/", "params": {}, "body": "record", "returns": "result", "error": "Unable to create sales product" },
  update: { "resource": "salesProducts", "name": "update", "surface": "pos", "method": "PUT", "path": "/SalesProduct/{id}", "params": { "id": { "in": "path" } }, "body": "record", "returns": "result", "error": "Unable to update sales product with id {id}" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Sales product (pos API). */
export const salesProductsApi = {
  /** GET /SalesProducts */
  getList: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<SalesProductRecord[]>(salesProductsEndpoints.getList, input, options),
  /** GET /SalesProduct/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<SalesProductRecord>(salesProductsEndpoints.getOne, input, options),
  /** POST /SalesProducts/ */
  create: (input: { body: SalesProductInput; }, options?: CallOptions) =>
    call<Jsonify<SalesProductsResults['create']>>(salesProductsEndpoints.create, input, options),
  /** PUT /SalesProduct/{id} */
  update: (input: { "id": string; body: SalesProductInput; }, options?: CallOptions) =>
    call<Jsonify<SalesProductsResults['update']>>(salesProductsEndpoints.update, input, options),
};
