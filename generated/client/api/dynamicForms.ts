// Generated from schema/crm/dynamicForms.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { DynamicFormsResults } from '@/shared/crm/dynamicForms';
import type { DynamicFormInput } from '@generated/shared/types/dynamicForms';
import type { DynamicFormRecord } from '@generated/shared/types/dynamicForms';

export const dynamicFormsEndpoints = {
  getList: { "resource": "dynamicForms", "name": "getList", "surface": "crm", "method": "GET", "path": "/DynamicForms", "params": {}, "body": null, "returns": "result", "error": "Unable to get dynamic forms" },
  venues: { "resource": "dynamicForms", "name": "venues", "surface": "crm", "method": "GET", "path": "/DynamicForms/Venues", "params": {}, "body": null, "returns": "result", "error": "Unable to get dynamic form venues" },
  getOne: { "resource": "dynamicForms", "name": "getOne", "surface": "crm", "method": "GET", "path": "/DynamicForms/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "record", "error": "Unable to get dynamic form" },
  create: { "resource": "dynamicForms", "name": "create", "surface": "crm", "method": "POST", "path": "/DynamicForms", "params": {}, "body": "record", "returns": "result", "error": "Unable to add dynamic form" },
  update: { "resource": "dynamicForms", "name": "update", "surface": "crm", "method": "PUT", "path": "/DynamicForms", "params": {}, "body": "record", "returns": "result", "error": "Unable to update dynamic form" },
  delete: { "resource": "dynamicForms", "name": "delete", "surface": "crm", "method": "DELETE", "path": "/DynamicForms/", "params": { "id": { "in": "query" } }, "body": null, "returns": "none", "error": "Unable to delete dynamic form" },
  duplicate: { "resource": "dynamicForms", "name": "duplicate", "surface": "crm", "method": "POST", "path": "/DynamicForms/duplicate", "params": {}, "body": "fields", "returns": "result", "error": "Unable to duplicate dynamic form" },
  previewForVenue: { "resource": "dynamicForms", "name": "previewForVenue", "surface": "crm", "method": "POST", "path": "/DynamicForms/PreviewForVenue", "params": {}, "body": "fields", "returns": "result", "error": "Unable to preview dynamic form" },
  export: { "resource": "dynamicForms", "name": "export", "surface": "crm", "method": "POST", "path": "/DynamicForms/Export", "params": {}, "body": "fields", "returns": "file", "error": "Unable to export dynamic form" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Dynamic form (crm API). */
export const dynamicFormsApi = {
  /** GET /DynamicForms */
  getList: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<Jsonify<DynamicFormsResults['listForms']>>(dynamicFormsEndpoints.getList, input, options),
  /** GET /DynamicForms/Venues */
  venues: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<Jsonify<DynamicFormsResults['venues']>>(dynamicFormsEndpoints.venues, input, options),
  /** GET /DynamicForms/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<DynamicFormRecord>(dynamicFormsEndpoints.getOne, input, options),
  /** POST /DynamicForms */
  create: (input: { body: DynamicFormInput; }, options?: CallOptions) =>
    call<Jsonify<DynamicFormsResults['create']>>(dynamicFormsEndpoints.create, input, options),
  /** PUT /DynamicForms */
  update: (input: { body: DynamicFormInput; }, options?: CallOptions) =>
    call<Jsonify<DynamicFormsResults['update']>>(dynamicFormsEndpoints.update, input, options),
  /** DELETE /DynamicForms/ */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<void>(dynamicFormsEndpoints.delete, input, options),
  /** POST /DynamicForms/duplicate */
  duplicate: (input: { body: { id: string; }; }, options?: CallOptions) =>
    call<Jsonify<DynamicFormsResults['duplicate']>>(dynamicFormsEndpoints.duplicate, input, options),
  /** POST /DynamicForms/PreviewForVenue */
  previewForVenue: (input: { body: { dynamicFormId: string; venueId: string; }; }, options?: CallOptions) =>
    call<Jsonify<DynamicFormsResults['previewForVenue']>>(dynamicFormsEndpoints.previewForVenue, input, options),
  /** POST /DynamicForms/Export */
  export: (input: { body: { dynamicFormId: string; }; }, options?: CallOptions) =>
    call<Blob>(dynamicFormsEndpoints.export, input, options),
};
