// Generated from schema/venue/activationPlanEvents.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { ActivationPlanEventsResults } from '@/shared/venue/activationPlanEvents';
import type { ActivationPlanEventInput } from '@generated/shared/types/activationPlanEvents';

export const activationPlanEventsEndpoints = {
  getList: { "resource": "activationPlanEvents", "name": "getList", "surface": "main", "method": "GET", "path": "/ActivationPlanEvents/", "params": { "venueId": { "in": "query", "from": "activeVenue" }, "query": { "in": "query" }, "from": { "in": "query" }, "to": { "in": "query" }, "page": { "in": "query" }, "perPage": { "in": "query" }, "sort": { "in": "query" }, "order": { "in": "query" }, "q": { "in": "query" }, "filter": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get events" },
  getByDate: { "resource": "activationPlanEvents", "name": "getByDate", "surface": "main", "method": "GET", "path": "/ActivationPlanEvents/{date}/{venueId}", "params": { "date": { "in": "path" }, "venueId": { "in": "path", "from": "activeVenue" } }, "body": null, "returns": "result", "error": "Unable to get events" },
  create: { "resource": "activationPlanEvents", "name": "create", "surface": "main", "method": "POST", "path": "/ActivationPlanEvents", "params": {}, "body": "record", "returns": "result", "error": "Unable to add event" },
  update: { "resource": "activationPlanEvents", "name": "update", "surface": "main", "method": "PUT", "path": "/ActivationPlanEvents", "params": {}, "body": "record", "returns": "result", "error": "Unable to update event." },
  delete: { "resource": "activationPlanEvents", "name": "delete", "surface": "main", "method": "DELETE", "path": "/ActivationPlanEvents/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to delete event." },
  importTemplate: { "resource": "activationPlanEvents", "name": "importTemplate", "surface": "main", "method": "POST", "path": "/ActivationPlanEvents/template/{templateId}/{year}/{venueId}", "params": { "year": { "in": "path" }, "templateId": { "in": "path" }, "venueId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to import events from the template" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Event (main API). */
export const activationPlanEventsApi = {
  /** GET /ActivationPlanEvents/ */
  getList: (input: { "venueId"?: string; "query"?: string; "from"?: string; "to"?: string; "page"?: number; "perPage"?: number; "sort"?: string; "order"?: string; "q"?: string; "filter"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<ActivationPlanEventsResults['list']>>(activationPlanEventsEndpoints.getList, input, options),
  /** GET /ActivationPlanEvents/{date}/{venueId} */
  getByDate: (input: { "date": string; "venueId"?: string; }, options?: CallOptions) =>
    call<Jsonify<ActivationPlanEventsResults['listByDate']>>(activationPlanEventsEndpoints.getByDate, input, options),
  /** POST /ActivationPlanEvents */
  create: (input: { body: ActivationPlanEventInput; }, options?: CallOptions) =>
    call<Jsonify<ActivationPlanEventsResults['create']>>(activationPlanEventsEndpoints.create, input, options),
  /** PUT /ActivationPlanEvents */
  update: (input: { body: ActivationPlanEventInput; }, options?: CallOptions) =>
    call<Jsonify<ActivationPlanEventsResults['update']>>(activationPlanEventsEndpoints.update, input, options),
  /** DELETE /ActivationPlanEvents/{id} */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<ActivationPlanEventsResults['remove']>>(activationPlanEventsEndpoints.delete, input, options),
  /** POST /ActivationPlanEvents/template/{templateId}/{year}/{venueId} */
  importTemplate: (input: { "year": number; "templateId": string; "venueId": string; }, options?: CallOptions) =>
    call<Jsonify<ActivationPlanEventsResults['importTemplate']>>(activationPlanEventsEndpoints.importTemplate, input, options),
};
