// Generated from schema/crm/bookingFormSubmissions.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { BookingFormSubmissionsResults } from '@/shared/crm/bookingFormSubmissions';

export const bookingFormSubmissionsEndpoints = {
  getList: { "resource": "bookingFormSubmissions", "name": "getList", "surface": "crm", "method": "GET", "path": "/BookingForms/Submissions", "params": { "formId": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get booking form submissions" },
  getOne: { "resource": "bookingFormSubmissions", "name": "getOne", "surface": "crm", "method": "GET", "path": "/BookingForms/Submissions/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get booking form submission" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Booking form submission (crm API). */
export const bookingFormSubmissionsApi = {
  /** GET /BookingForms/Submissions */
  getList: (input: { "formId"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<BookingFormSubmissionsResults['listSubmissions']>>(bookingFormSubmissionsEndpoints.getList, input, options),
  /** GET /BookingForms/Submissions/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<BookingFormSubmissionsResults['getSubmission']>>(bookingFormSubmissionsEndpoints.getOne, input, options),
};
