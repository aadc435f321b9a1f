// Generated from schema/venue/eodReports.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { EodReportsResults } from '@/shared/venue/eodReports';
import type { EodReportInput } from '@generated/shared/types/eodReports';
import type { EodReportRecord } from '@generated/shared/types/eodReports';

export const eodReportsEndpoints = {
  getOne: { "resource": "eodReports", "name": "getOne", "surface": "main", "method": "GET", "path": "/EodReports/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get eod report" },
  getList: { "resource": "eodReports", "name": "getList", "surface": "main", "method": "GET", "path": "/EodReports/venue/{venueId}", "params": { "venueId": { "in": "path", "from": "activeVenue" } }, "body": null, "returns": "records", "error": "Unable to get eod reports" },
  create: { "resource": "eodReports", "name": "create", "surface": "main", "method": "POST", "path": "/EodReports", "params": {}, "body": "fields", "returns": "result", "error": "Unable to add eod report" },
  update: { "resource": "eodReports", "name": "update", "surface": "main", "method": "PUT", "path": "/EodReports/", "params": {}, "body": "record", "returns": "result", "error": "Unable to update eod report" },
  setBi: { "resource": "eodReports", "name": "setBi", "surface": "main", "method": "PUT", "path": "/EodReports/bi", "params": {}, "body": "fields", "returns": "result", "error": "Unable to set eod report image" },
  send: { "resource": "eodReports", "name": "send", "surface": "main", "method": "POST", "path": "/EodReports/{id}", "params": { "version": { "in": "query" }, "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to send eod report" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of End-of-day report (main API). */
export const eodReportsApi = {
  /** GET /EodReports/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<EodReportsResults['details']>>(eodReportsEndpoints.getOne, input, options),
  /** GET /EodReports/venue/{venueId} */
  getList: (input: { "venueId"?: string; } = {}, options?: CallOptions) =>
    call<EodReportRecord[]>(eodReportsEndpoints.getList, input, options),
  /** POST /EodReports */
  create: (input: { body: { venueId: string; date?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<EodReportsResults['create']>>(eodReportsEndpoints.create, input, options),
  /** PUT /EodReports/ */
  update: (input: { body: EodReportInput; }, options?: CallOptions) =>
    call<Jsonify<EodReportsResults['update']>>(eodReportsEndpoints.update, input, options),
  /** PUT /EodReports/bi */
  setBi: (input: { body: { id: string; version: number; biImageId?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<EodReportsResults['setBi']>>(eodReportsEndpoints.setBi, input, options),
  /** POST /EodReports/{id} */
  send: (input: { "version"?: number; "id": string; }, options?: CallOptions) =>
    call<Jsonify<EodReportsResults['send']>>(eodReportsEndpoints.send, input, options),
};
