// Generated from schema/shell/roles.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { RolesResults } from '@/shared/shell/roles';

export const rolesEndpoints = {
  getList: { "resource": "roles", "name": "getList", "surface": "main", "method": "GET", "path": "/Idam/Roles", "params": {}, "body": null, "returns": "result", "error": "Unable to get IDAM roles" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Role (main API). */
export const rolesApi = {
  /** GET /Idam/Roles */
  getList: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<Jsonify<RolesResults['list']>>(rolesEndpoints.getList, input, options),
};
