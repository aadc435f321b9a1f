// Generated from schema/crm/crmStatistics.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { CrmStatisticsResults } from '@/shared/crm/crmStatistics';

export const crmStatisticsEndpoints = {
  getLatest: { "resource": "crmStatistics", "name": "getLatest", "surface": "crm", "method": "GET", "path": "/CrmStatistics/GetLatest", "params": { "refresh": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get CRM statistics" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of CRM statistics (crm API). */
export const crmStatisticsApi = {
  /** GET /CrmStatistics/GetLatest */
  getLatest: (input: { "refresh"?: boolean; } = {}, options?: CallOptions) =>
    call<Jsonify<CrmStatisticsResults['getLatest']>>(crmStatisticsEndpoints.getLatest, input, options),
};
