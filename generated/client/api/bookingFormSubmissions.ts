// Generated from schema/crm/bookingFormSubmissions.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type ActionResult } from '@/data/kit';

export const bookingFormSubmissionsEndpoints = {
  getList: { "resource": "bookingFormSubmissions", "name": "getList", "surface": "crm", "method": "GET", "path": "/BookingForms/Submissions", "params": { "formId": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get booking form submissions" },
  getOne: { "resource": "bookingFormSubmissions", "name": "getOne", "surface": "crm", "method": "GET", "path": "/BookingForms/Submissions/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get booking form submission" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Booking form submission (crm API). */
export const bookingFormSubmissionsApi = {
  /** GET /BookingForms/Submissions */
  getList: (input: { "formId"?: string; } = {}, options?: CallOptions) =>
    call<ActionResult<(typeof import('@/server/domain/crm/bookingFormSubmissions'))['listSubmissions']>>(bookingFormSubmissionsEndpoints.getList, input, options),
  /** GET /BookingForms/Submissions/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<ActionResult<(typeof import('@/server/domain/crm/bookingFormSubmissions'))['getSubmission']>>(bookingFormSubmissionsEndpoints.getOne, input, options),
};
