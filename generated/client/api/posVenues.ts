// Generated from schema/pos/posVenues.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { PosVenuesResults } from '@/shared/pos/posVenues';
import type { PosVenueRecord } from '@generated/shared/types/posVenues';

export const posVenuesEndpoints = {
  getList: { "resource": "posVenues", "name": "getList", "surface": "pos", "method": "GET", "path": "/Venues", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": null, "returns": "records", "error": "Unable to get venues" },
  getOne: { "resource": "posVenues", "name": "getOne", "surface": "pos", "method": "GET", "path": "/Venue/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "record", "error": "Unable to get venue" },
  create: { "resource": "posVenues", "name": "create", "surface": "pos", "method": "POST", "path": "/Venue/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to create POS venue" },
  delete: { "resource": "posVenues", "name": "delete", "surface": "pos", "method": "DELETE", "path": "/Venue/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "none", "error": "Unable to delete venue with id {id}" },
  createStorage: { "resource": "posVenues", "name": "createStorage", "surface": "pos", "method": "POST", "path": "/Venue/{venueId}/Storage", "params": { "venueId": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to create storage" },
  updateStorage: { "resource": "posVenues", "name": "updateStorage", "surface": "pos", "method": "PUT", "path": "/Venue/{venueId}/Storage/{storageId}", "params": { "venueId": { "in": "path" }, "storageId": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to update storage" },
  deleteStorage: { "resource": "posVenues", "name": "deleteStorage", "surface": "pos", "method": "DELETE", "path": "/Venue/{venueId}/Storage/{storageId}", "params": { "venueId": { "in": "path" }, "storageId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to delete storage" },
  createLocation: { "resource": "posVenues", "name": "createLocation", "surface": "pos", "method": "POST", "path": "/Venue/{venueId}/Location", "params": { "venueId": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to create location" },
  updateLocation: { "resource": "posVenues", "name": "updateLocation", "surface": "pos", "method": "PUT", "path": "/Venue/{venueId}/Location", "params": { "venueId": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to update location" },
  deleteLocation: { "resource": "posVenues", "name": "deleteLocation", "surface": "pos", "method": "DELETE", "path": "/Venue/{venueId}/Location/{locationId}", "params": { "venueId": { "in": "path" }, "locationId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to delete location" },
  getSettings: { "resource": "posVenues", "name": "getSettings", "surface": "pos", "method": "GET", "path": "/venue/{id}/settings", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get venue settings" },
  updateSettings: { "resource": "posVenues", "name": "updateSettings", "surface": "pos", "method": "PUT", "path": "/venue/{id}/settings", "params": { "id": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to update venue settings" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of POS venue (pos API). */
export const posVenuesApi = {
  /** GET /Venues */
  getList: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<PosVenueRecord[]>(posVenuesEndpoints.getList, input, options),
  /** GET /Venue/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<PosVenueRecord>(posVenuesEndpoints.getOne, input, options),
  /** POST /Venue/{id} */
  create: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<PosVenuesResults['createVenue']>>(posVenuesEndpoints.create, input, options),
  /** DELETE /Venue/{id} */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<void>(posVenuesEndpoints.delete, input, options),
  /** POST /Venue/{venueId}/Storage */
  createStorage: (input: { "venueId": string; body: { storageName: string; }; }, options?: CallOptions) =>
    call<Jsonify<PosVenuesResults['createStorage']>>(posVenuesEndpoints.createStorage, input, options),
  /** PUT /Venue/{venueId}/Storage/{storageId} */
  updateStorage: (input: { "venueId": string; "storageId": string; body: { storageName: string; }; }, options?: CallOptions) =>
    call<Jsonify<PosVenuesResults['updateStorage']>>(posVenuesEndpoints.updateStorage, input, options),
  /** DELETE /Venue/{venueId}/Storage/{storageId} */
  deleteStorage: (input: { "venueId": string; "storageId": string; }, options?: CallOptions) =>
    call<Jsonify<PosVenuesResults['deleteStorage']>>(posVenuesEndpoints.deleteStorage, input, options),
  /** POST /Venue/{venueId}/Location */
  createLocation: (input: { "venueId": string; body: { name: string; storageId: string; }; }, options?: CallOptions) =>
    call<Jsonify<PosVenuesResults['createLocation']>>(posVenuesEndpoints.createLocation, input, options),
  /** PUT /Venue/{venueId}/Location */
  updateLocation: (input: { "venueId": string; body: { locationId: string; name: string; storageId: string; }; }, options?: CallOptions) =>
    call<Jsonify<PosVenuesResults['updateLocation']>>(posVenuesEndpoints.updateLocation, input, options),
  /** DELETE /Venue/{venueId}/Location/{locationId} */
  deleteLocation: (input: { "venueId": string; "locationId": string; }, options?: CallOptions) =>
    call<Jsonify<PosVenuesResults['deleteLocation']>>(posVenuesEndpoints.deleteLocation, input, options),
  /** GET /venue/{id}/settings */
  getSettings: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<PosVenuesResults['getSettings']>>(posVenuesEndpoints.getSettings, input, options),
  /** PUT /venue/{id}/settings */
  updateSettings: (input: { "id": string; body: { defaultPriceGroupId?: string | null; receivingStorageId?: string | null; businessDayStartsAt?: string | null; tipsEnabled?: boolean | null; serviceChargePercentage?: number | null; receiptHeader?: string | null; receiptFooter?: string | null; zReportEmail?: string | null; version?: number | null; }; }, options?: CallOptions) =>
    call<Jsonify<PosVenuesResults['updateSettings']>>(posVenuesEndpoints.updateSettings, input, options),
};
