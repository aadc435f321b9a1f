// Generated from schema/pos/packages.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { PackagesResults } from '@/shared/pos/packages';
import type { PackageInput } from '@generated/shared/types/packages';
import type { PackageRecord } from '@generated/shared/types/packages';

export const packagesEndpoints = {
  getList: { "resource": "packages", "name": "getList", "surface": "pos", "method": "GET", "path": "/Packages", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": null, "returns": "records", "error": "Unable to get packages" },
  getOne: { "resource": "packages", "name": "getOne", "surface": "pos", "method": "GET", "path": "/Package/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "record", "error": "Unable to get single package" },
  create: { "resource": "packages", "name": "create", "surface": "pos", "method": "POST", "path": "/Packages/", "params": {}, "body": "record", "returns": "result", "error": "Unable to create package" },
  update: { "resource": "packages", "name": "update", "surface": "pos", "method": "PUT", "path": "/Package/{id}", "params": { "id": { "in": "path" } }, "body": "record", "returns": "result", "error": "Unable to update package with id {id}" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Package (pos API). */
export const packagesApi = {
  /** GET /Packages */
  getList: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<PackageRecord[]>(packagesEndpoints.getList, input, options),
  /** GET /Package/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<PackageRecord>(packagesEndpoints.getOne, input, options),
  /** POST /Packages/ */
  create: (input: { body: PackageInput; }, options?: CallOptions) =>
    call<Jsonify<PackagesResults['create']>>(packagesEndpoints.create, input, options),
  /** PUT /Package/{id} */
  update: (input: { "id": string; body: PackageInput; }, options?: CallOptions) =>
    call<Jsonify<PackagesResults['update']>>(packagesEndpoints.update, input, options),
};
