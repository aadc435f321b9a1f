// Generated from schema/venue/activationPlanComments.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { ActivationPlanCommentsResults } from '@/shared/venue/activationPlanComments';
import type { ActivationPlanCommentInput } from '@generated/shared/types/activationPlanComments';

export const activationPlanCommentsEndpoints = {
  getByVenue: { "resource": "activationPlanComments", "name": "getByVenue", "surface": "main", "method": "GET", "path": "/ActivationPlanComments/{venueId}", "params": { "venueId": { "in": "path", "from": "activeVenue" }, "year": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get comments" },
  create: { "resource": "activationPlanComments", "name": "create", "surface": "main", "method": "POST", "path": "/ActivationPlanComments", "params": {}, "body": "record", "returns": "result", "error": "Unable to add comment" },
  update: { "resource": "activationPlanComments", "name": "update", "surface": "main", "method": "PUT", "path": "/ActivationPlanComments", "params": {}, "body": "record", "returns": "result", "error": "Unable to update comment." },
  importTemplate: { "resource": "activationPlanComments", "name": "importTemplate", "surface": "main", "method": "POST", "path": "/ActivationPlanComments/template/{templateId}/{year}/{venueId}", "params": { "year": { "in": "path" }, "templateId": { "in": "path" }, "venueId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to import comments from the template" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Comment (main API). */
export const activationPlanCommentsApi = {
  /** GET /ActivationPlanComments/{venueId} */
  getByVenue: (input: { "venueId"?: string; "year"?: number; } = {}, options?: CallOptions) =>
    call<Jsonify<ActivationPlanCommentsResults['listForVenue']>>(activationPlanCommentsEndpoints.getByVenue, input, options),
  /** POST /ActivationPlanComments */
  create: (input: { body: ActivationPlanCommentInput; }, options?: CallOptions) =>
    call<Jsonify<ActivationPlanCommentsResults['create']>>(activationPlanCommentsEndpoints.create, input, options),
  /** PUT /ActivationPlanComments */
  update: (input: { body: ActivationPlanCommentInput; }, options?: CallOptions) =>
    call<Jsonify<ActivationPlanCommentsResults['update']>>(activationPlanCommentsEndpoints.update, input, options),
  /** POST /ActivationPlanComments/template/{templateId}/{year}/{venueId} */
  importTemplate: (input: { "year": number; "templateId": string; "venueId": string; }, options?: CallOptions) =>
    call<Jsonify<ActivationPlanCommentsResults['importTemplate']>>(activationPlanCommentsEndpoints.importTemplate, input, options),
};
