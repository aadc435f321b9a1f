// Generated from schema/shell/idam.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { IdamResults } from '@/shared/shell/idam';

export const idamEndpoints = {
  myPermissions: { "resource": "idam", "name": "myPermissions", "surface": "main", "method": "GET", "path": "/Idam/User/Permissions", "params": { "useCache": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get IDAM permissions for user" },
  myVenues: { "resource": "idam", "name": "myVenues", "surface": "main", "method": "GET", "path": "/Idam/User/Venues", "params": { "useCache": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get user venues" },
  myVenueDetails: { "resource": "idam", "name": "myVenueDetails", "surface": "main", "method": "GET", "path": "/Idam/User/Venues/Details", "params": {}, "body": null, "returns": "result", "error": "Unable to get user venue details" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Access (main API). */
export const idamApi = {
  /** GET /Idam/User/Permissions */
  myPermissions: (input: { "useCache"?: boolean; } = {}, options?: CallOptions) =>
    call<Jsonify<IdamResults['myPermissions']>>(idamEndpoints.myPermissions, input, options),
  /** GET /Idam/User/Venues */
  myVenues: (input: { "useCache"?: boolean; } = {}, options?: CallOptions) =>
    call<Jsonify<IdamResults['myVenues']>>(idamEndpoints.myVenues, input, options),
  /** GET /Idam/User/Venues/Details */
  myVenueDetails: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<Jsonify<IdamResults['myVenueDetails']>>(idamEndpoints.myVenueDetails, input, options),
};
