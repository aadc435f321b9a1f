// Generated from schema/pos/posReports.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { PosReportsResults } from '@/shared/pos/posReports';

export const posReportsEndpoints = {
  stockProducts: { "resource": "posReports", "name": "stockProducts", "surface": "pos", "method": "GET", "path": "/Reports/StockProducts", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": null, "returns": "result", "error": "Unable to get stock products report" },
  salesOverview: { "resource": "posReports", "name": "salesOverview", "surface": "pos", "method": "GET", "path": "/Reports/SalesOverview/{reportId}", "params": { "countryId": { "in": "header", "from": "activeCountry" }, "reportId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get sales overview" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Procurement report (pos API). */
export const posReportsApi = {
  /** GET /Reports/StockProducts */
  stockProducts: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<Jsonify<PosReportsResults['stockProducts']>>(posReportsEndpoints.stockProducts, input, options),
  /** GET /Reports/SalesOverview/{reportId} */
  salesOverview: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; "reportId": string; }, options?: CallOptions) =>
    call<Jsonify<PosReportsResults['salesOverview']>>(posReportsEndpoints.salesOverview, input, options),
};
