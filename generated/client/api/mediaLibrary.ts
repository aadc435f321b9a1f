// Generated from schema/venue/mediaLibrary.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { MediaLibraryResults } from '@/shared/venue/mediaLibrary';

export const mediaLibraryEndpoints = {
  list: { "resource": "mediaLibrary", "name": "list", "surface": "main", "method": "GET", "path": "/MediaLibrary/{venueId}", "params": { "venueId": { "in": "path", "from": "activeVenue" }, "query": { "in": "query" }, "page": { "in": "query" }, "perPage": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get the media library" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Media library (main API). */
export const mediaLibraryApi = {
  /** GET /MediaLibrary/{venueId} */
  list: (input: { "venueId"?: string; "query"?: string; "page"?: number; "perPage"?: number; } = {}, options?: CallOptions) =>
    call<Jsonify<MediaLibraryResults['list']>>(mediaLibraryEndpoints.list, input, options),
};
