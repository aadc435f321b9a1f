// Generated from schema/shell/users.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor } from '@/data/kit';
import type { UserRecord } from '@generated/shared/types/users';

export const usersEndpoints = {
  getOne: { "resource": "users", "name": "getOne", "surface": "main", "method": "GET", "path": "/Users/{userId}", "params": { "userId": { "in": "path" } }, "body": null, "returns": "record", "error": "Unable to get User Account." },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of User (main API). */
export const usersApi = {
  /** GET /Users/{userId} */
  getOne: (input: { "userId": string; }, options?: CallOptions) =>
    call<UserRecord>(usersEndpoints.getOne, input, options),
};
