// Generated from schema/crm/messageTemplates.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { MessageTemplatesResults } from '@/shared/crm/messageTemplates';
import type { MessageTemplateInput } from '@generated/shared/types/messageTemplates';
import type { MessageTemplateRecord } from '@generated/shared/types/messageTemplates';

export const messageTemplatesEndpoints = {
  getList: { "resource": "messageTemplates", "name": "getList", "surface": "crm", "method": "GET", "path": "/MessageTemplates/{venueId}", "params": { "venueId": { "in": "path" } }, "body": null, "returns": "records", "error": "Unable to get message templates" },
  create: { "resource": "messageTemplates", "name": "create", "surface": "crm", "method": "POST", "path": "/MessageTemplates", "params": {}, "body": "record", "returns": "result", "error": "Unable to add message template" },
  update: { "resource": "messageTemplates", "name": "update", "surface": "crm", "method": "PUT", "path": "/MessageTemplates", "params": {}, "body": "record", "returns": "result", "error": "Unable to update message template" },
  delete: { "resource": "messageTemplates", "name": "delete", "surface": "crm", "method": "DELETE", "path": "/MessageTemplates/", "params": { "id": { "in": "query" } }, "body": null, "returns": "none", "error": "Unable to delete message template" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Message template (crm API). */
export const messageTemplatesApi = {
  /** GET /MessageTemplates/{venueId} */
  getList: (input: { "venueId": string; }, options?: CallOptions) =>
    call<MessageTemplateRecord[]>(messageTemplatesEndpoints.getList, input, options),
  /** POST /MessageTemplates */
  create: (input: { body: MessageTemplateInput; }, options?: CallOptions) =>
    call<Jsonify<MessageTemplatesResults['create']>>(messageTemplatesEndpoints.create, input, options),
  /** PUT /MessageTemplates */
  update: (input: { body: MessageTemplateInput; }, options?: CallOptions) =>
    call<Jsonify<MessageTemplatesResults['update']>>(messageTemplatesEndpoints.update, input, options),
  /** DELETE /MessageTemplates/ */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<void>(messageTemplatesEndpoints.delete, input, options),
};
