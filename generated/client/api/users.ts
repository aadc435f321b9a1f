// Generated from schema/shell/users.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { UsersResults } from '@/shared/shell/users';

export const usersEndpoints = {
  getOne: { "resource": "users", "name": "getOne", "surface": "main", "method": "GET", "path": "/Users/{userId}", "params": { "userId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get User Account." },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of User (main API). */
export const usersApi = {
  /** GET /Users/{userId} */
  getOne: (input: { "userId": string; }, options?: CallOptions) =>
    call<Jsonify<UsersResults['getOne']>>(usersEndpoints.getOne, input, options),
};
