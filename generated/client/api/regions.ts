// Generated from schema/shell/regions.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor } from '@/data/kit';
import type { RegionRecord } from '@generated/shared/types/regions';

export const regionsEndpoints = {
  getList: { "resource": "regions", "name": "getList", "surface": "main", "method": "GET", "path": "/Idam/Region/", "params": {}, "body": null, "returns": "records", "error": "Unable to get regions" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Region (main API). */
export const regionsApi = {
  /** GET /Idam/Region/ */
  getList: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<RegionRecord[]>(regionsEndpoints.getList, input, options),
};
