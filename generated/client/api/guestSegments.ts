// Generated from schema/crm/guestSegments.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { GuestSegmentsResults } from '@/shared/crm/guestSegments';

export const guestSegmentsEndpoints = {
  get: { "resource": "guestSegments", "name": "get", "surface": "crm", "method": "GET", "path": "/GuestSegmentation", "params": {}, "body": null, "returns": "result", "error": "Unable to get guest segmentation" },
  addLabel: { "resource": "guestSegments", "name": "addLabel", "surface": "crm", "method": "POST", "path": "/GuestSegmentation/labels", "params": {}, "body": "fields", "returns": "result", "error": "Unable to add label" },
  addInterest: { "resource": "guestSegments", "name": "addInterest", "surface": "crm", "method": "POST", "path": "/GuestSegmentation/interests", "params": {}, "body": "fields", "returns": "result", "error": "Unable to add interest" },
  deleteLabel: { "resource": "guestSegments", "name": "deleteLabel", "surface": "crm", "method": "DELETE", "path": "/GuestSegmentation/labels/", "params": { "name": { "in": "query" } }, "body": null, "returns": "none", "error": "Unable to delete label" },
  deleteInterest: { "resource": "guestSegments", "name": "deleteInterest", "surface": "crm", "method": "DELETE", "path": "/GuestSegmentation/interests/", "params": { "name": { "in": "query" } }, "body": null, "returns": "none", "error": "Unable to delete interest" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Guest segment (crm API). */
export const guestSegmentsApi = {
  /** GET /GuestSegmentation */
  get: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<Jsonify<GuestSegmentsResults['get']>>(guestSegmentsEndpoints.get, input, options),
  /** POST /GuestSegmentation/labels */
  addLabel: (input: { body: { name: string; }; }, options?: CallOptions) =>
    call<Jsonify<GuestSegmentsResults['addLabel']>>(guestSegmentsEndpoints.addLabel, input, options),
  /** POST /GuestSegmentation/interests */
  addInterest: (input: { body: { name: string; }; }, options?: CallOptions) =>
    call<Jsonify<GuestSegmentsResults['addInterest']>>(guestSegmentsEndpoints.addInterest, input, options),
  /** DELETE /GuestSegmentation/labels/ */
  deleteLabel: (input: { "name": string; }, options?: CallOptions) =>
    call<void>(guestSegmentsEndpoints.deleteLabel, input, options),
  /** DELETE /GuestSegmentation/interests/ */
  deleteInterest: (input: { "name": string; }, options?: CallOptions) =>
    call<void>(guestSegmentsEndpoints.deleteInterest, input, options),
};
