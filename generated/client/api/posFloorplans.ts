// Generated from schema/pos/posFloorplans.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { PosFloorplansResults } from '@/shared/pos/posFloorplans';
import type { PosFloorplanInput } from '@generated/shared/types/posFloorplans';
import type { PosFloorplanRecord } from '@generated/shared/types/posFloorplans';

export const posFloorplansEndpoints = {
  getList: { "resource": "posFloorplans", "name": "getList", "surface": "pos", "method": "GET", "path": "/Floorplan/ByVenue/{venueId}", "params": { "venueId": { "in": "path" } }, "body": null, "returns": "records", "error": "Unable to get floorplans for venue" },
  create: { "resource": "posFloorplans", "name": "create", "surface": "pos", "method": "POST", "path": "/Floorplan", "params": {}, "body": "record", "returns": "result", "error": "Unable to create new floorplan." },
  update: { "resource": "posFloorplans", "name": "update", "surface": "pos", "method": "PUT", "path": "/Floorplan/{id}", "params": { "id": { "in": "path" } }, "body": "record", "returns": "result", "error": "Unable to update floorplan" },
  delete: { "resource": "posFloorplans", "name": "delete", "surface": "pos", "method": "DELETE", "path": "/Floorplan/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "none", "error": "Unable to delete floorplan." },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Floorplan (pos API). */
export const posFloorplansApi = {
  /** GET /Floorplan/ByVenue/{venueId} */
  getList: (input: { "venueId": string; }, options?: CallOptions) =>
    call<PosFloorplanRecord[]>(posFloorplansEndpoints.getList, input, options),
  /** POST /Floorplan */
  create: (input: { body: PosFloorplanInput; }, options?: CallOptions) =>
    call<Jsonify<PosFloorplansResults['create']>>(posFloorplansEndpoints.create, input, options),
  /** PUT /Floorplan/{id} */
  update: (input: { "id": string; body: PosFloorplanInput; }, options?: CallOptions) =>
    call<Jsonify<PosFloorplansResults['update']>>(posFloorplansEndpoints.update, input, options),
  /** DELETE /Floorplan/{id} */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<void>(posFloorplansEndpoints.delete, input, options),
};
