// Generated from schema/venue/meetingInstances.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { MeetingInstancesResults } from '@/shared/venue/meetingInstances';
import type { MeetingInstanceInput } from '@generated/shared/types/meetingInstances';

export const meetingInstancesEndpoints = {
  create: { "resource": "meetingInstances", "name": "create", "surface": "main", "method": "POST", "path": "/MeetingInstances", "params": {}, "body": "fields", "returns": "result", "error": "Unable to create new meeting" },
  getByVenue: { "resource": "meetingInstances", "name": "getByVenue", "surface": "main", "method": "GET", "path": "/MeetingInstances/ByVenueId/{venueId}", "params": { "venueId": { "in": "path", "from": "activeVenue" }, "meetingId": { "in": "query" }, "status": { "in": "query" }, "page": { "in": "query" }, "perPage": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get meetings" },
  getOne: { "resource": "meetingInstances", "name": "getOne", "surface": "main", "method": "GET", "path": "/MeetingInstances/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get meeting" },
  update: { "resource": "meetingInstances", "name": "update", "surface": "main", "method": "PUT", "path": "/MeetingInstances/", "params": {}, "body": "record", "returns": "result", "error": "Unable to update meeting." },
  start: { "resource": "meetingInstances", "name": "start", "surface": "main", "method": "POST", "path": "/MeetingInstances/StartMeeting", "params": {}, "body": "fields", "returns": "result", "error": "Unable to start meeting" },
  goToStep: { "resource": "meetingInstances", "name": "goToStep", "surface": "main", "method": "POST", "path": "/MeetingInstances/GoToStep", "params": {}, "body": "fields", "returns": "result", "error": "Unable to change meeting step" },
  minutes: { "resource": "meetingInstances", "name": "minutes", "surface": "main", "method": "GET", "path": "/MeetingInstances/{id}/Minutes", "params": { "id": { "in": "path" } }, "body": null, "returns": "file", "error": "Unable to get meeting minutes" },
  end: { "resource": "meetingInstances", "name": "end", "surface": "main", "method": "POST", "path": "/MeetingInstances/EndMeeting", "params": {}, "body": "fields", "returns": "result", "error": "Unable to end meeting" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Meeting (main API). */
export const meetingInstancesApi = {
  /** POST /MeetingInstances */
  create: (input: { body: { meetingId: string; venueId: string; when?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<MeetingInstancesResults['create']>>(meetingInstancesEndpoints.create, input, options),
  /** GET /MeetingInstances/ByVenueId/{venueId} */
  getByVenue: (input: { "venueId"?: string; "meetingId"?: string; "status"?: "created" | "started" | "ended"; "page"?: number; "perPage"?: number; } = {}, options?: CallOptions) =>
    call<Jsonify<MeetingInstancesResults['listByVenue']>>(meetingInstancesEndpoints.getByVenue, input, options),
  /** GET /MeetingInstances/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<MeetingInstancesResults['getOne']>>(meetingInstancesEndpoints.getOne, input, options),
  /** PUT /MeetingInstances/ */
  update: (input: { body: MeetingInstanceInput; }, options?: CallOptions) =>
    call<Jsonify<MeetingInstancesResults['update']>>(meetingInstancesEndpoints.update, input, options),
  /** POST /MeetingInstances/StartMeeting */
  start: (input: { body: { meetingInstanceId: string; facilitator: string; attendees?: string[] | null; when: string; }; }, options?: CallOptions) =>
    call<Jsonify<MeetingInstancesResults['start']>>(meetingInstancesEndpoints.start, input, options),
  /** POST /MeetingInstances/GoToStep */
  goToStep: (input: { body: { meetingInstanceId: string; step: number; }; }, options?: CallOptions) =>
    call<Jsonify<MeetingInstancesResults['goToStep']>>(meetingInstancesEndpoints.goToStep, input, options),
  /** GET /MeetingInstances/{id}/Minutes */
  minutes: (input: { "id": string; }, options?: CallOptions) =>
    call<Blob>(meetingInstancesEndpoints.minutes, input, options),
  /** POST /MeetingInstances/EndMeeting */
  end: (input: { body: { meetingInstanceId: string; }; }, options?: CallOptions) =>
    call<Jsonify<MeetingInstancesResults['end']>>(meetingInstancesEndpoints.end, input, options),
};
