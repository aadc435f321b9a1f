// Generated from schema/pos/posDevices.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { PosDevicesResults } from '@/shared/pos/posDevices';
import type { PosDeviceRecord } from '@generated/shared/types/posDevices';

export const posDevicesEndpoints = {
  getList: { "resource": "posDevices", "name": "getList", "surface": "pos", "method": "GET", "path": "/PosDevices/ByVenue/{venueId}", "params": { "venueId": { "in": "path" } }, "body": null, "returns": "records", "error": "Unable to get terminals" },
  create: { "resource": "posDevices", "name": "create", "surface": "pos", "method": "POST", "path": "/PosDevices/{venueId}", "params": { "venueId": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to create terminal" },
  update: { "resource": "posDevices", "name": "update", "surface": "pos", "method": "PUT", "path": "/PosDevices/{terminalId}", "params": { "venueId": { "in": "query" }, "terminalId": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to update terminal" },
  delete: { "resource": "posDevices", "name": "delete", "surface": "pos", "method": "DELETE", "path": "/PosDevices/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "none", "error": "Unable to delete terminal" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Terminal (pos API). */
export const posDevicesApi = {
  /** GET /PosDevices/ByVenue/{venueId} */
  getList: (input: { "venueId": string; }, options?: CallOptions) =>
    call<PosDeviceRecord[]>(posDevicesEndpoints.getList, input, options),
  /** POST /PosDevices/{venueId} */
  create: (input: { "venueId": string; body: { name: string; locationId: string; mustRequestTip?: boolean | null; }; }, options?: CallOptions) =>
    call<Jsonify<PosDevicesResults['create']>>(posDevicesEndpoints.create, input, options),
  /** PUT /PosDevices/{terminalId} */
  update: (input: { "venueId": string; "terminalId": string; body: { name: string; locationId: string; mustRequestTip?: boolean | null; version?: number | null; }; }, options?: CallOptions) =>
    call<Jsonify<PosDevicesResults['update']>>(posDevicesEndpoints.update, input, options),
  /** DELETE /PosDevices/{id} */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<void>(posDevicesEndpoints.delete, input, options),
};
