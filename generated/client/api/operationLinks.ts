// Generated from schema/life/operationLinks.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor } from '@/data/kit';
import type { OperationLinkInput } from '@generated/shared/types/operationLinks';
import type { OperationLinkRecord } from '@generated/shared/types/operationLinks';

export const operationLinksEndpoints = {
  getOne: { "resource": "operationLinks", "name": "getOne", "surface": "main", "method": "GET", "path": "/Operations/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "record", "error": "Unable to get operation link" },
  getList: { "resource": "operationLinks", "name": "getList", "surface": "main", "method": "GET", "path": "/Operations/ByCountry/{country}", "params": { "country": { "in": "path", "from": "activeCountry" } }, "body": null, "returns": "records", "error": "Unable to get operation links" },
  create: { "resource": "operationLinks", "name": "create", "surface": "main", "method": "POST", "path": "/Operations", "params": {}, "body": "record", "returns": "record", "error": "Unable to create operation link" },
  update: { "resource": "operationLinks", "name": "update", "surface": "main", "method": "PUT", "path": "/Operations/{id}", "params": { "id": { "in": "path" } }, "body": "record", "returns": "record", "error": "Unable to update operation link" },
  delete: { "resource": "operationLinks", "name": "delete", "surface": "main", "method": "DELETE", "path": "/Operations/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "none", "error": "Unable to delete operation link" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Operation link (main API). */
export const operationLinksApi = {
  /** GET /Operations/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<OperationLinkRecord>(operationLinksEndpoints.getOne, input, options),
  /** GET /Operations/ByCountry/{country} */
  getList: (input: { "country"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<OperationLinkRecord[]>(operationLinksEndpoints.getList, input, options),
  /** POST /Operations */
  create: (input: { body: OperationLinkInput; }, options?: CallOptions) =>
    call<OperationLinkRecord>(operationLinksEndpoints.create, input, options),
  /** PUT /Operations/{id} */
  update: (input: { "id": string; body: OperationLinkInput; }, options?: CallOptions) =>
    call<OperationLinkRecord>(operationLinksEndpoints.update, input, options),
  /** DELETE /Operations/{id} */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<void>(operationLinksEndpoints.delete, input, options),
};
