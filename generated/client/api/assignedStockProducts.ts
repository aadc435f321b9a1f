// Generated from schema/pos/assignedStockProducts.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { AssignedStockProductsResults } from '@/shared/pos/assignedStockProducts';
import type { AssignedStockProductInput } from '@generated/shared/types/assignedStockProducts';
import type { AssignedStockProductRecord } from '@generated/shared/types/assignedStockProducts';

export const assignedStockProductsEndpoints = {
  create: { "resource": "assignedStockProducts", "name": "create", "surface": "pos", "method": "POST", "path": "/AssignedStockProducts/Assign/{venueId}/{stockProductId}", "params": { "venueId": { "in": "path" }, "stockProductId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to assign stock product" },
  getList: { "resource": "assignedStockProducts", "name": "getList", "surface": "pos", "method": "GET", "path": "/AssignedStockProducts/ByVenue/{venueId}", "params": { "venueId": { "in": "path", "from": "activeVenue" } }, "body": null, "returns": "result", "error": "Unable to get assigned stock products" },
  getOne: { "resource": "assignedStockProducts", "name": "getOne", "surface": "pos", "method": "GET", "path": "/AssignedStockProduct/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "record", "error": "Unable to get assigned stock product" },
  update: { "resource": "assignedStockProducts", "name": "update", "surface": "pos", "method": "PUT", "path": "/AssignedStockProduct/{id}", "params": { "id": { "in": "path" } }, "body": "record", "returns": "result", "error": "Unable to update assigned stock product with id {id}" },
  delete: { "resource": "assignedStockProducts", "name": "delete", "surface": "pos", "method": "DELETE", "path": "/AssignedStockProduct/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "none", "error": "Unable to delete assigned stock product with id {id}" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Assigned stock product (pos API). */
export const assignedStockProductsApi = {
  /** POST /AssignedStockProducts/Assign/{venueId}/{stockProductId} */
  create: (input: { "venueId": string; "stockProductId": string; }, options?: CallOptions) =>
    call<Jsonify<AssignedStockProductsResults['assign']>>(assignedStockProductsEndpoints.create, input, options),
  /** GET /AssignedStockProducts/ByVenue/{venueId} */
  getList: (input: { "venueId"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<AssignedStockProductsResults['listByVenue']>>(assignedStockProductsEndpoints.getList, input, options),
  /** GET /AssignedStockProduct/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<AssignedStockProductRecord>(assignedStockProductsEndpoints.getOne, input, options),
  /** PUT /AssignedStockProduct/{id} */
  update: (input: { "id": string; body: AssignedStockProductInput; }, options?: CallOptions) =>
    call<Jsonify<AssignedStockProductsResults['update']>>(assignedStockProductsEndpoints.update, input, options),
  /** DELETE /AssignedStockProduct/{id} */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<void>(assignedStockProductsEndpoints.delete, input, options),
};
