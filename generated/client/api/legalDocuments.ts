// Generated from schema/crm/legalDocuments.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { LegalDocumentsResults } from '@/shared/crm/legalDocuments';

export const legalDocumentsEndpoints = {
  getList: { "resource": "legalDocuments", "name": "getList", "surface": "crm", "method": "GET", "path": "/LegalDocuments", "params": {}, "body": null, "returns": "result", "error": "Unable to get legal documents" },
  getOne: { "resource": "legalDocuments", "name": "getOne", "surface": "crm", "method": "GET", "path": "/LegalDocuments/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get legal document" },
  getRevision: { "resource": "legalDocuments", "name": "getRevision", "surface": "crm", "method": "GET", "path": "/LegalDocuments/{id}/revisions/{revision}", "params": { "revision": { "in": "path" }, "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get legal document" },
  create: { "resource": "legalDocuments", "name": "create", "surface": "crm", "method": "POST", "path": "/LegalDocuments", "params": {}, "body": "fields", "returns": "result", "error": "Unable to add legal document" },
  update: { "resource": "legalDocuments", "name": "update", "surface": "crm", "method": "PUT", "path": "/LegalDocuments", "params": {}, "body": "fields", "returns": "result", "error": "Unable to update legal document" },
  delete: { "resource": "legalDocuments", "name": "delete", "surface": "crm", "method": "DELETE", "path": "/LegalDocuments", "params": { "id": { "in": "query" } }, "body": null, "returns": "none", "error": "Unable to delete legal document" },
  guestPermissions: { "resource": "legalDocuments", "name": "guestPermissions", "surface": "crm", "method": "GET", "path": "/LegalDocuments/GuestPermissions", "params": {}, "body": null, "returns": "result", "error": "Unable to get guest permissions" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Legal document (crm API). */
export const legalDocumentsApi = {
  /** GET /LegalDocuments */
  getList: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<Jsonify<LegalDocumentsResults['list']>>(legalDocumentsEndpoints.getList, input, options),
  /** GET /LegalDocuments/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<LegalDocumentsResults['get']>>(legalDocumentsEndpoints.getOne, input, options),
  /** GET /LegalDocuments/{id}/revisions/{revision} */
  getRevision: (input: { "revision": number; "id": string; }, options?: CallOptions) =>
    call<Jsonify<LegalDocumentsResults['getRevision']>>(legalDocumentsEndpoints.getRevision, input, options),
  /** POST /LegalDocuments */
  create: (input: { body: { name: string; type: "PrivacyPolicy" | "TermsAndConditions" | "CookiePolicy" | "MarketingConsent" | "Other"; country: "dk" | "no" | "fi" | "uk"; language: "eng" | "dan" | "swe" | "nor" | "fin"; content: string; changeNote?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<LegalDocumentsResults['create']>>(legalDocumentsEndpoints.create, input, options),
  /** PUT /LegalDocuments */
  update: (input: { body: { id: string; version: number; name: string; type: "PrivacyPolicy" | "TermsAndConditions" | "CookiePolicy" | "MarketingConsent" | "Other"; country: "dk" | "no" | "fi" | "uk"; language: "eng" | "dan" | "swe" | "nor" | "fin"; isEnabled: boolean; content: string; changeNote?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<LegalDocumentsResults['update']>>(legalDocumentsEndpoints.update, input, options),
  /** DELETE /LegalDocuments */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<void>(legalDocumentsEndpoints.delete, input, options),
  /** GET /LegalDocuments/GuestPermissions */
  guestPermissions: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<Jsonify<LegalDocumentsResults['guestPermissions']>>(legalDocumentsEndpoints.guestPermissions, input, options),
};
