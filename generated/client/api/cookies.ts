// Generated from schema/crm/cookies.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { CookiesResults } from '@/shared/crm/cookies';
import type { CookieInput } from '@generated/shared/types/cookies';
import type { CookieRecord } from '@generated/shared/types/cookies';

export const cookiesEndpoints = {
  getList: { "resource": "cookies", "name": "getList", "surface": "crm", "method": "GET", "path": "/Cookies", "params": {}, "body": null, "returns": "records", "error": "Unable to get cookies" },
  save: { "resource": "cookies", "name": "save", "surface": "crm", "method": "PUT", "path": "/Cookies", "params": {}, "body": "patch", "returns": "result", "error": "Unable to save cookie" },
  delete: { "resource": "cookies", "name": "delete", "surface": "crm", "method": "DELETE", "path": "/Cookies", "params": { "id": { "in": "query" } }, "body": null, "returns": "none", "error": "Unable to delete cookie" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Cookie (crm API). */
export const cookiesApi = {
  /** GET /Cookies */
  getList: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<CookieRecord[]>(cookiesEndpoints.getList, input, options),
  /** PUT /Cookies */
  save: (input: { body: Partial<CookieInput>; }, options?: CallOptions) =>
    call<Jsonify<CookiesResults['save']>>(cookiesEndpoints.save, input, options),
  /** DELETE /Cookies */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<void>(cookiesEndpoints.delete, input, options),
};
