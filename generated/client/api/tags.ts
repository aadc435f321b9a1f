// Generated from schema/shell/tags.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { TagsResults } from '@/shared/shell/tags';

export const tagsEndpoints = {
  search: { "resource": "tags", "name": "search", "surface": "main", "method": "GET", "path": "/Tags", "params": { "query": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get tags" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Mention (main API). */
export const tagsApi = {
  /** GET /Tags */
  search: (input: { "query"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<TagsResults['search']>>(tagsEndpoints.search, input, options),
};
