// Generated from schema/guests/guestImports.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { GuestImportsResults } from '@/shared/guests/guestImports';

export const guestImportsEndpoints = {
  preview: { "resource": "guestImports", "name": "preview", "surface": "crm", "method": "POST", "path": "/GuestImports/{country}", "params": { "country": { "in": "path", "from": "activeCountry" } }, "body": "upload", "returns": "result", "error": "Unable to read the guest import" },
  get: { "resource": "guestImports", "name": "get", "surface": "crm", "method": "GET", "path": "/GuestImports/{country}/{id}", "params": { "country": { "in": "path", "from": "activeCountry" }, "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get the guest import" },
  apply: { "resource": "guestImports", "name": "apply", "surface": "crm", "method": "POST", "path": "/GuestImports/{country}/{id}/apply", "params": { "country": { "in": "path", "from": "activeCountry" }, "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to apply the guest import" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Guest import (crm API). */
export const guestImportsApi = {
  /** POST /GuestImports/{country} */
  preview: (input: { "country"?: "dk" | "no" | "fi" | "uk"; body: FormData; }, options?: CallOptions) =>
    call<Jsonify<GuestImportsResults['preview']>>(guestImportsEndpoints.preview, input, options),
  /** GET /GuestImports/{country}/{id} */
  get: (input: { "country"?: "dk" | "no" | "fi" | "uk"; "id": string; }, options?: CallOptions) =>
    call<Jsonify<GuestImportsResults['getImport']>>(guestImportsEndpoints.get, input, options),
  /** POST /GuestImports/{country}/{id}/apply */
  apply: (input: { "country"?: "dk" | "no" | "fi" | "uk"; "id": string; }, options?: CallOptions) =>
    call<Jsonify<GuestImportsResults['apply']>>(guestImportsEndpoints.apply, input, options),
};
