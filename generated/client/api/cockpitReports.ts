// Generated from schema/reports/cockpitReports.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor } from '@/data/kit';
import type { CockpitReportInput } from '@generated/shared/types/cockpitReports';
import type { CockpitReportRecord } from '@generated/shared/types/cockpitReports';

export const cockpitReportsEndpoints = {
  getList: { "resource": "cockpitReports", "name": "getList", "surface": "main", "method": "GET", "path": "/CockpitReports", "params": {}, "body": null, "returns": "records", "error": "Unable to get cockpit reports" },
  getOne: { "resource": "cockpitReports", "name": "getOne", "surface": "main", "method": "GET", "path": "/CockpitReports/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "record", "error": "Unable to get cockpit report" },
  create: { "resource": "cockpitReports", "name": "create", "surface": "main", "method": "POST", "path": "/CockpitReports", "params": {}, "body": "record", "returns": "record", "error": "Unable to create cockpit report" },
  update: { "resource": "cockpitReports", "name": "update", "surface": "main", "method": "PUT", "path": "/CockpitReports", "params": {}, "body": "record", "returns": "record", "error": "Unable to update cockpit report" },
  delete: { "resource": "cockpitReports", "name": "delete", "surface": "main", "method": "DELETE", "path": "/CockpitReports/", "params": { "id": { "in": "query" } }, "body": null, "returns": "none", "error": "Unable to delete cockpit report" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Cockpit report (main API). */
export const cockpitReportsApi = {
  /** GET /CockpitReports */
  getList: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<CockpitReportRecord[]>(cockpitReportsEndpoints.getList, input, options),
  /** GET /CockpitReports/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<CockpitReportRecord>(cockpitReportsEndpoints.getOne, input, options),
  /** POST /CockpitReports */
  create: (input: { body: CockpitReportInput; }, options?: CallOptions) =>
    call<CockpitReportRecord>(cockpitReportsEndpoints.create, input, options),
  /** PUT /CockpitReports */
  update: (input: { body: CockpitReportInput; }, options?: CallOptions) =>
    call<CockpitReportRecord>(cockpitReportsEndpoints.update, input, options),
  /** DELETE /CockpitReports/ */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<void>(cockpitReportsEndpoints.delete, input, options),
};
