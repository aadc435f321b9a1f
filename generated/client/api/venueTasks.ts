// Generated from schema/venue/venueTasks.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { VenueTasksResults } from '@/shared/venue/venueTasks';
import type { VenueTaskInput } from '@generated/shared/types/venueTasks';

export const venueTasksEndpoints = {
  getWeek: { "resource": "venueTasks", "name": "getWeek", "surface": "main", "method": "GET", "path": "/VenueTasks/{venueId}/{year}/{week}", "params": { "year": { "in": "path" }, "week": { "in": "path" }, "venueId": { "in": "path", "from": "activeVenue" } }, "body": null, "returns": "result", "error": "Unable to get venue tasks" },
  create: { "resource": "venueTasks", "name": "create", "surface": "main", "method": "POST", "path": "/VenueTasks", "params": {}, "body": "record", "returns": "result", "error": "Unable to add Venue Task" },
  update: { "resource": "venueTasks", "name": "update", "surface": "main", "method": "PUT", "path": "/VenueTasks/", "params": {}, "body": "record", "returns": "result", "error": "Unable to update venue task." },
  delete: { "resource": "venueTasks", "name": "delete", "surface": "main", "method": "DELETE", "path": "/VenueTasks/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "none", "error": "Unable to delete venue task." },
  setChecked: { "resource": "venueTasks", "name": "setChecked", "surface": "main", "method": "PUT", "path": "/VenueTasks/setChecked/{taskId}/{venueId}/{date}", "params": { "date": { "in": "path" }, "taskId": { "in": "path" }, "venueId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to set venue task checked" },
  setUnchecked: { "resource": "venueTasks", "name": "setUnchecked", "surface": "main", "method": "PUT", "path": "/VenueTasks/setUnchecked/{taskId}/{venueId}/{date}", "params": { "date": { "in": "path" }, "taskId": { "in": "path" }, "venueId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to set venue task unchecked" },
  changeDate: { "resource": "venueTasks", "name": "changeDate", "surface": "main", "method": "POST", "path": "/VenueTasks/changeDate", "params": {}, "body": "fields", "returns": "result", "error": "Unable to move venue task" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Venue task (main API). */
export const venueTasksApi = {
  /** GET /VenueTasks/{venueId}/{year}/{week} */
  getWeek: (input: { "year": number; "week": number; "venueId"?: string; }, options?: CallOptions) =>
    call<Jsonify<VenueTasksResults['listWeek']>>(venueTasksEndpoints.getWeek, input, options),
  /** POST /VenueTasks */
  create: (input: { body: VenueTaskInput; }, options?: CallOptions) =>
    call<Jsonify<VenueTasksResults['create']>>(venueTasksEndpoints.create, input, options),
  /** PUT /VenueTasks/ */
  update: (input: { body: VenueTaskInput; }, options?: CallOptions) =>
    call<Jsonify<VenueTasksResults['update']>>(venueTasksEndpoints.update, input, options),
  /** DELETE /VenueTasks/{id} */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<void>(venueTasksEndpoints.delete, input, options),
  /** PUT /VenueTasks/setChecked/{taskId}/{venueId}/{date} */
  setChecked: (input: { "date": string; "taskId": string; "venueId": string; }, options?: CallOptions) =>
    call<Jsonify<VenueTasksResults['setChecked']>>(venueTasksEndpoints.setChecked, input, options),
  /** PUT /VenueTasks/setUnchecked/{taskId}/{venueId}/{date} */
  setUnchecked: (input: { "date": string; "taskId": string; "venueId": string; }, options?: CallOptions) =>
    call<Jsonify<VenueTasksResults['setUnchecked']>>(venueTasksEndpoints.setUnchecked, input, options),
  /** POST /VenueTasks/changeDate */
  changeDate: (input: { body: { taskId: string; venueId: string; fromDate: string; toDate: string; }; }, options?: CallOptions) =>
    call<Jsonify<VenueTasksResults['changeDate']>>(venueTasksEndpoints.changeDate, input, options),
};
