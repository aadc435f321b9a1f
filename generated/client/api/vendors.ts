// Generated from schema/pos/vendors.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor } from '@/data/kit';
import type { VendorInput } from '@generated/shared/types/vendors';
import type { VendorRecord } from '@generated/shared/types/vendors';

export const vendorsEndpoints = {
  getList: { "resource": "vendors", "name": "getList", "surface": "pos", "method": "GET", "path": "/Vendors", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": null, "returns": "records", "error": "Unable to get vendors" },
  getOne: { "resource": "vendors", "name": "getOne", "surface": "pos", "method": "GET", "path": "/Vendor/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "record", "error": "Unable to get vendor" },
  create: { "resource": "vendors", "name": "create", "surface": "pos", "method": "POST", "path": "/Vendors", "params": {}, "body": "record", "returns": "record", "error": "Unable to create vendor" },
  update: { "resource": "vendors", "name": "update", "surface": "pos", "method": "PUT", "path": "/Vendor/{id}", "params": { "id": { "in": "path" } }, "body": "record", "returns": "record", "error": "Unable to update vendor with id {id}" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Vendor (pos API). */
export const vendorsApi = {
  /** GET /Vendors */
  getList: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<VendorRecord[]>(vendorsEndpoints.getList, input, options),
  /** GET /Vendor/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<VendorRecord>(vendorsEndpoints.getOne, input, options),
  /** POST /Vendors */
  create: (input: { body: VendorInput; }, options?: CallOptions) =>
    call<VendorRecord>(vendorsEndpoints.create, input, options),
  /** PUT /Vendor/{id} */
  update: (input: { "id": string; body: VendorInput; }, options?: CallOptions) =>
    call<VendorRecord>(vendorsEndpoints.update, input, options),
};
