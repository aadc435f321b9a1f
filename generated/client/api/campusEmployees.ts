// Generated from schema/reports/campusEmployees.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { CampusEmployeesResults } from '@/shared/reports/campusEmployees';

export const campusEmployeesEndpoints = {
  getList: { "resource": "campusEmployees", "name": "getList", "surface": "main", "method": "GET", "path": "/Cockpit/CampusEmployees", "params": { "page": { "in": "query" }, "perPage": { "in": "query" }, "sort": { "in": "query" }, "order": { "in": "query" }, "q": { "in": "query" }, "filter": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get employees" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Employee (main API). */
export const campusEmployeesApi = {
  /** GET /Cockpit/CampusEmployees */
  getList: (input: { "page"?: number; "perPage"?: number; "sort"?: string; "order"?: string; "q"?: string; "filter"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<CampusEmployeesResults['list']>>(campusEmployeesEndpoints.getList, input, options),
};
