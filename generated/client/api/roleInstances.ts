// Generated from schema/shell/roleInstances.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { RoleInstancesResults } from '@/shared/shell/roleInstances';

export const roleInstancesEndpoints = {
  myRoles: { "resource": "roleInstances", "name": "myRoles", "surface": "main", "method": "GET", "path": "/Idam/User/Roles", "params": {}, "body": null, "returns": "result", "error": "Unable to get user roles" },
  myActiveRoles: { "resource": "roleInstances", "name": "myActiveRoles", "surface": "main", "method": "GET", "path": "/Idam/User/Roles/Active", "params": { "venueId": { "in": "header", "from": "activeVenue" } }, "body": null, "returns": "result", "error": "Unable to get active user roles" },
  lookupAtVenue: { "resource": "roleInstances", "name": "lookupAtVenue", "surface": "main", "method": "GET", "path": "/Idam/RoleLookup/{role}/{venueId}", "params": { "role": { "in": "path" }, "venueId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to look up role" },
  lookupAnywhere: { "resource": "roleInstances", "name": "lookupAnywhere", "surface": "main", "method": "GET", "path": "/Idam/RoleLookup/{role}", "params": { "role": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to look up role" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Role assignment (main API). */
export const roleInstancesApi = {
  /** GET /Idam/User/Roles */
  myRoles: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<Jsonify<RoleInstancesResults['myRoles']>>(roleInstancesEndpoints.myRoles, input, options),
  /** GET /Idam/User/Roles/Active */
  myActiveRoles: (input: { "venueId"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<RoleInstancesResults['myActiveRoles']>>(roleInstancesEndpoints.myActiveRoles, input, options),
  /** GET /Idam/RoleLookup/{role}/{venueId} */
  lookupAtVenue: (input: { "role": string; "venueId": string; }, options?: CallOptions) =>
    call<Jsonify<RoleInstancesResults['lookup']>>(roleInstancesEndpoints.lookupAtVenue, input, options),
  /** GET /Idam/RoleLookup/{role} */
  lookupAnywhere: (input: { "role": string; }, options?: CallOptions) =>
    call<Jsonify<RoleInstancesResults['lookup']>>(roleInstancesEndpoints.lookupAnywhere, input, options),
};
