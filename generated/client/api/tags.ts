// Generated from schema/shell/tags.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type ActionResult } from '@/data/kit';

export const tagsEndpoints = {
  search: { "resource": "tags", "name": "search", "surface": "main", "method": "GET", "path": "/Tags", "params": { "query": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get tags" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Mention (main API). */
export const tagsApi = {
  /** GET /Tags */
  search: (input: { "query"?: string; } = {}, options?: CallOptions) =>
    call<ActionResult<(typeof import('@/server/domain/shell/tags'))['search']>>(tagsEndpoints.search, input, options),
};
