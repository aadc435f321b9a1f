// Generated from schema/pos/assignedSalesProducts.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { AssignedSalesProductsResults } from '@/shared/pos/assignedSalesProducts';
import type { AssignedSalesProductInput } from '@generated/shared/types/assignedSalesProducts';
import type { AssignedSalesProductRecord } from '@generated/shared/types/assignedSalesProducts';

export const assignedSalesProductsEndpoints = {
  create: { "resource": "assignedSalesProducts", "name": "create", "surface": "pos", "method": "POST", "path": "/AssignedSalesProducts/Assign/{venueId}/{salesProductId}", "params": { "venueId": { "in": "path" }, "salesProductId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to assign sales product" },
  getList: { "resource": "assignedSalesProducts", "name": "getList", "surface": "pos", "method": "GET", "path": "/AssignedSalesProducts/ByVenue/{venueId}", "params": { "venueId": { "in": "path", "from": "activeVenue" } }, "body": null, "returns": "result", "error": "Unable to get assigned sales products" },
  getOne: { "resource": "assignedSalesProducts", "name": "getOne", "surface": "pos", "method": "GET", "path": "/AssignedSalesProduct/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "record", "error": "Unable to get assigned sales product" },
  update: { "resource": "assignedSalesProducts", "name": "update", "surface": "pos", "method": "PUT", "path": "/AssignedSalesProduct/{id}", "params": { "id": { "in": "path" } }, "body": "record", "returns": "result", "error": "Unable to update assigned sales product with id {id}" },
  delete: { "resource": "assignedSalesProducts", "name": "delete", "surface": "pos", "method": "DELETE", "path": "/AssignedSalesProduct/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "none", "error": "Unable to delete assigned sales product with id {id}" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Assigned sales product (pos API). */
export const assignedSalesProductsApi = {
  /** POST /AssignedSalesProducts/Assign/{venueId}/{salesProductId} */
  create: (input: { "venueId": string; "salesProductId": string; }, options?: CallOptions) =>
    call<Jsonify<AssignedSalesProductsResults['assign']>>(assignedSalesProductsEndpoints.create, input, options),
  /** GET /AssignedSalesProducts/ByVenue/{venueId} */
  getList: (input: { "venueId"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<AssignedSalesProductsResults['listByVenue']>>(assignedSalesProductsEndpoints.getList, input, options),
  /** GET /AssignedSalesProduct/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<AssignedSalesProductRecord>(assignedSalesProductsEndpoints.getOne, input, options),
  /** PUT /AssignedSalesProduct/{id} */
  update: (input: { "id": string; body: AssignedSalesProductInput; }, options?: CallOptions) =>
    call<Jsonify<AssignedSalesProductsResults['update']>>(assignedSalesProductsEndpoints.update, input, options),
  /** DELETE /AssignedSalesProduct/{id} */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<void>(assignedSalesProductsEndpoints.delete, input, options),
};
