// Generated from schema/crm/emailTemplates.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { EmailTemplatesResults } from '@/shared/crm/emailTemplates';
import type { EmailTemplateInput } from '@generated/shared/types/emailTemplates';
import type { EmailTemplateRecord } from '@generated/shared/types/emailTemplates';

export const emailTemplatesEndpoints = {
  getList: { "resource": "emailTemplates", "name": "getList", "surface": "crm", "method": "GET", "path": "/EmailTemplates", "params": {}, "body": null, "returns": "records", "error": "Unable to get email templates" },
  forCampaigns: { "resource": "emailTemplates", "name": "forCampaigns", "surface": "crm", "method": "GET", "path": "/EmailTemplates/ForCampaigns", "params": {}, "body": null, "returns": "result", "error": "Unable to get email templates" },
  getOne: { "resource": "emailTemplates", "name": "getOne", "surface": "crm", "method": "GET", "path": "/EmailTemplates/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "record", "error": "Unable to get email template" },
  create: { "resource": "emailTemplates", "name": "create", "surface": "crm", "method": "POST", "path": "/EmailTemplates", "params": {}, "body": "record", "returns": "result", "error": "Unable to add email template" },
  update: { "resource": "emailTemplates", "name": "update", "surface": "crm", "method": "PUT", "path": "/EmailTemplates", "params": {}, "body": "record", "returns": "result", "error": "Unable to update email template" },
  duplicate: { "resource": "emailTemplates", "name": "duplicate", "surface": "crm", "method": "POST", "path": "/EmailTemplates/duplicate", "params": {}, "body": "fields", "returns": "result", "error": "Unable to duplicate email template" },
  delete: { "resource": "emailTemplates", "name": "delete", "surface": "crm", "method": "DELETE", "path": "/EmailTemplates/", "params": { "id": { "in": "query" } }, "body": null, "returns": "none", "error": "Unable to delete email template" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Email template (crm API). */
export const emailTemplatesApi = {
  /** GET /EmailTemplates */
  getList: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<EmailTemplateRecord[]>(emailTemplatesEndpoints.getList, input, options),
  /** GET /EmailTemplates/ForCampaigns */
  forCampaigns: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<Jsonify<EmailTemplatesResults['forCampaigns']>>(emailTemplatesEndpoints.forCampaigns, input, options),
  /** GET /EmailTemplates/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<EmailTemplateRecord>(emailTemplatesEndpoints.getOne, input, options),
  /** POST /EmailTemplates */
  create: (input: { body: EmailTemplateInput; }, options?: CallOptions) =>
    call<Jsonify<EmailTemplatesResults['create']>>(emailTemplatesEndpoints.create, input, options),
  /** PUT /EmailTemplates */
  update: (input: { body: EmailTemplateInput; }, options?: CallOptions) =>
    call<Jsonify<EmailTemplatesResults['update']>>(emailTemplatesEndpoints.update, input, options),
  /** POST /EmailTemplates/duplicate */
  duplicate: (input: { body: { id: string; }; }, options?: CallOptions) =>
    call<Jsonify<EmailTemplatesResults['duplicate']>>(emailTemplatesEndpoints.duplicate, input, options),
  /** DELETE /EmailTemplates/ */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<void>(emailTemplatesEndpoints.delete, input, options),
};
