// Generated from schema/life/meetings.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { MeetingsResults } from '@/shared/life/meetings';
import type { MeetingInput } from '@generated/shared/types/meetings';
import type { MeetingRecord } from '@generated/shared/types/meetings';

export const meetingsEndpoints = {
  getList: { "resource": "meetings", "name": "getList", "surface": "main", "method": "GET", "path": "/Meetings", "params": { "country": { "in": "query", "from": "activeCountry" } }, "body": null, "returns": "records", "error": "Unable to get meetings" },
  getByVenue: { "resource": "meetings", "name": "getByVenue", "surface": "main", "method": "GET", "path": "/Meetings/ByVenue/{venueId}", "params": { "venueId": { "in": "path", "from": "activeVenue" } }, "body": null, "returns": "result", "error": "Unable to get meetings" },
  getOne: { "resource": "meetings", "name": "getOne", "surface": "main", "method": "GET", "path": "/Meetings/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "record", "error": "Unable to get meeting" },
  create: { "resource": "meetings", "name": "create", "surface": "main", "method": "POST", "path": "/Meetings", "params": {}, "body": "record", "returns": "result", "error": "Unable to add meeting" },
  update: { "resource": "meetings", "name": "update", "surface": "main", "method": "PUT", "path": "/Meetings/{id}", "params": { "id": { "in": "path" } }, "body": "record", "returns": "result", "error": "Unable to update meeting." },
  copy: { "resource": "meetings", "name": "copy", "surface": "main", "method": "POST", "path": "/Meetings/Copy", "params": {}, "body": "fields", "returns": "result", "error": "Unable to copy meeting" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Meeting (main API). */
export const meetingsApi = {
  /** GET /Meetings */
  getList: (input: { "country"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<MeetingRecord[]>(meetingsEndpoints.getList, input, options),
  /** GET /Meetings/ByVenue/{venueId} */
  getByVenue: (input: { "venueId"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<MeetingsResults['listForVenue']>>(meetingsEndpoints.getByVenue, input, options),
  /** GET /Meetings/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<MeetingRecord>(meetingsEndpoints.getOne, input, options),
  /** POST /Meetings */
  create: (input: { body: MeetingInput; }, options?: CallOptions) =>
    call<Jsonify<MeetingsResults['create']>>(meetingsEndpoints.create, input, options),
  /** PUT /Meetings/{id} */
  update: (input: { "id": string; body: MeetingInput; }, options?: CallOptions) =>
    call<Jsonify<MeetingsResults['update']>>(meetingsEndpoints.update, input, options),
  /** POST /Meetings/Copy */
  copy: (input: { body: { id: string; country: "dk" | "no" | "fi" | "uk"; venueId?: string | null; title?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<MeetingsResults['copy']>>(meetingsEndpoints.copy, input, options),
};
