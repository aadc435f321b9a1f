// Generated from schema/pos/zReports.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor } from '@/data/kit';
import type { ZReportRecord } from '@generated/shared/types/zReports';

export const zReportsEndpoints = {
  getList: { "resource": "zReports", "name": "getList", "surface": "pos", "method": "GET", "path": "/ZReports/ByVenue/{venueId}", "params": { "venueId": { "in": "path" } }, "body": null, "returns": "records", "error": "Unable to get z reports by venue" },
  getOne: { "resource": "zReports", "name": "getOne", "surface": "pos", "method": "GET", "path": "/ZReports/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "record", "error": "Unable to get z report" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Z report (pos API). */
export const zReportsApi = {
  /** GET /ZReports/ByVenue/{venueId} */
  getList: (input: { "venueId": string; }, options?: CallOptions) =>
    call<ZReportRecord[]>(zReportsEndpoints.getList, input, options),
  /** GET /ZReports/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<ZReportRecord>(zReportsEndpoints.getOne, input, options),
};
