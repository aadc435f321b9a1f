// Generated from schema/venue/listSessions.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { ListSessionsResults } from '@/shared/venue/listSessions';

export const listSessionsEndpoints = {
  getOne: { "resource": "listSessions", "name": "getOne", "surface": "main", "method": "GET", "path": "/ListSessions/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get list session" },
  byVenueAndList: { "resource": "listSessions", "name": "byVenueAndList", "surface": "main", "method": "GET", "path": "/ListSessions/ByVenue/{venueId}/{listId}", "params": { "venueId": { "in": "path", "from": "activeVenue" }, "page": { "in": "query" }, "perPage": { "in": "query" }, "listId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get list sessions" },
  visits: { "resource": "listSessions", "name": "visits", "surface": "main", "method": "GET", "path": "/VenueVisitSessions/{venueId}", "params": { "venueId": { "in": "path", "from": "activeVenue" }, "page": { "in": "query" }, "perPage": { "in": "query" }, "earlier": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get venue visits" },
  visitDetails: { "resource": "listSessions", "name": "visitDetails", "surface": "main", "method": "GET", "path": "/VenueVisitSessions/details/{surveySessionId}", "params": { "surveySessionId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get venue visit" },
  maintenanceReviews: { "resource": "listSessions", "name": "maintenanceReviews", "surface": "main", "method": "GET", "path": "/MaintenanceReviewSessions/{venueId}", "params": { "venueId": { "in": "path", "from": "activeVenue" }, "page": { "in": "query" }, "perPage": { "in": "query" }, "earlier": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get maintenance reviews" },
  submit: { "resource": "listSessions", "name": "submit", "surface": "main", "method": "POST", "path": "/ListSessions", "params": {}, "body": "fields", "returns": "result", "error": "Unable to submit list session" },
  createTask: { "resource": "listSessions", "name": "createTask", "surface": "main", "method": "POST", "path": "/ListSessions/{id}/Tasks/{questionId}", "params": { "id": { "in": "path" }, "questionId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to add Venue Task" },
  deleteVisit: { "resource": "listSessions", "name": "deleteVisit", "surface": "main", "method": "DELETE", "path": "/venueVisitSessions/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "none", "error": "Unable to delete survey session." },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Session (main API). */
export const listSessionsApi = {
  /** GET /ListSessions/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<ListSessionsResults['details']>>(listSessionsEndpoints.getOne, input, options),
  /** GET /ListSessions/ByVenue/{venueId}/{listId} */
  byVenueAndList: (input: { "venueId"?: string; "page"?: number; "perPage"?: number; "listId": string; }, options?: CallOptions) =>
    call<Jsonify<ListSessionsResults['byVenueAndList']>>(listSessionsEndpoints.byVenueAndList, input, options),
  /** GET /VenueVisitSessions/{venueId} */
  visits: (input: { "venueId"?: string; "page"?: number; "perPage"?: number; "earlier"?: boolean; } = {}, options?: CallOptions) =>
    call<Jsonify<ListSessionsResults['visits']>>(listSessionsEndpoints.visits, input, options),
  /** GET /VenueVisitSessions/details/{surveySessionId} */
  visitDetails: (input: { "surveySessionId": string; }, options?: CallOptions) =>
    call<Jsonify<ListSessionsResults['details']>>(listSessionsEndpoints.visitDetails, input, options),
  /** GET /MaintenanceReviewSessions/{venueId} */
  maintenanceReviews: (input: { "venueId"?: string; "page"?: number; "perPage"?: number; "earlier"?: boolean; } = {}, options?: CallOptions) =>
    call<Jsonify<ListSessionsResults['maintenanceReviews']>>(listSessionsEndpoints.maintenanceReviews, input, options),
  /** POST /ListSessions */
  submit: (input: { body: { venueId: string; listId: string; startedOn?: string | null; completedOn?: string | null; answers?: Array<{ questionId: string; value?: string | null; comment?: string | null; media?: string[] | null; }> | null; }; }, options?: CallOptions) =>
    call<Jsonify<ListSessionsResults['submit']>>(listSessionsEndpoints.submit, input, options),
  /** POST /ListSessions/{id}/Tasks/{questionId} */
  createTask: (input: { "id": string; "questionId": string; }, options?: CallOptions) =>
    call<Jsonify<ListSessionsResults['createTask']>>(listSessionsEndpoints.createTask, input, options),
  /** DELETE /venueVisitSessions/{id} */
  deleteVisit: (input: { "id": string; }, options?: CallOptions) =>
    call<void>(listSessionsEndpoints.deleteVisit, input, options),
};
