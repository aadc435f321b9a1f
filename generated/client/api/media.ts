// Generated from schema/shell/media.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { MediaResults } from '@/shared/shell/media';

export const mediaEndpoints = {
  upload: { "resource": "media", "name": "upload", "surface": "main", "method": "POST", "path": "/Media/{type}", "params": { "type": { "in": "path" } }, "body": "upload", "returns": "result", "error": "Unable to upload media" },
  download: { "resource": "media", "name": "download", "surface": "main", "method": "GET", "path": "/Media/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "file", "error": "Unable to download media" },
  remove: { "resource": "media", "name": "remove", "surface": "main", "method": "DELETE", "path": "/Media/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "none", "error": "Unable to delete media" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of File (main API). */
export const mediaApi = {
  /** POST /Media/{type} */
  upload: (input: { "type": string; body: FormData; }, options?: CallOptions) =>
    call<Jsonify<MediaResults['upload']>>(mediaEndpoints.upload, input, options),
  /** GET /Media/{id} */
  download: (input: { "id": string; }, options?: CallOptions) =>
    call<Blob>(mediaEndpoints.download, input, options),
  /** DELETE /Media/{id} */
  remove: (input: { "id": string; }, options?: CallOptions) =>
    call<void>(mediaEndpoints.remove, input, options),
};
