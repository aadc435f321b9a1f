// Generated from schema/crm/automations.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { AutomationsResults } from '@/shared/crm/automations';
import type { AutomationInput } from '@generated/shared/types/automations';
import type { AutomationRecord } from '@generated/shared/types/automations';

export const automationsEndpoints = {
  getList: { "resource": "automations", "name": "getList", "surface": "crm", "method": "GET", "path": "/Automations", "params": {}, "body": null, "returns": "records", "error": "Unable to get automations" },
  getOne: { "resource": "automations", "name": "getOne", "surface": "crm", "method": "GET", "path": "/Automations/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "record", "error": "Unable to get automation" },
  create: { "resource": "automations", "name": "create", "surface": "crm", "method": "POST", "path": "/Automations", "params": {}, "body": "record", "returns": "result", "error": "Unable to add automation" },
  update: { "resource": "automations", "name": "update", "surface": "crm", "method": "PUT", "path": "/Automations", "params": {}, "body": "record", "returns": "result", "error": "Unable to update automation" },
  duplicate: { "resource": "automations", "name": "duplicate", "surface": "crm", "method": "POST", "path": "/Automations/duplicate", "params": {}, "body": "fields", "returns": "result", "error": "Unable to duplicate automation" },
  delete: { "resource": "automations", "name": "delete", "surface": "crm", "method": "DELETE", "path": "/Automations/", "params": { "id": { "in": "query" } }, "body": null, "returns": "none", "error": "Unable to delete automation" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Automation (crm API). */
export const automationsApi = {
  /** GET /Automations */
  getList: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<AutomationRecord[]>(automationsEndpoints.getList, input, options),
  /** GET /Automations/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<AutomationRecord>(automationsEndpoints.getOne, input, options),
  /** POST /Automations */
  create: (input: { body: AutomationInput; }, options?: CallOptions) =>
    call<Jsonify<AutomationsResults['create']>>(automationsEndpoints.create, input, options),
  /** PUT /Automations */
  update: (input: { body: AutomationInput; }, options?: CallOptions) =>
    call<Jsonify<AutomationsResults['update']>>(automationsEndpoints.update, input, options),
  /** POST /Automations/duplicate */
  duplicate: (input: { body: { id: string; }; }, options?: CallOptions) =>
    call<Jsonify<AutomationsResults['duplicate']>>(automationsEndpoints.duplicate, input, options),
  /** DELETE /Automations/ */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<void>(automationsEndpoints.delete, input, options),
};
