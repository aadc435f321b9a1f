// Generated from schema/venue/venueDrive.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { VenueDriveResults } from '@/shared/venue/venueDrive';

export const venueDriveEndpoints = {
  listDirectory: { "resource": "venueDrive", "name": "listDirectory", "surface": "main", "method": "GET", "path": "/VenueDrive/ListDirectory", "params": { "venueId": { "in": "query", "from": "activeVenue" }, "directory": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get files in scope" },
  setDomainPermission: { "resource": "venueDrive", "name": "setDomainPermission", "surface": "main", "method": "POST", "path": "/VenueDrive/SetDomainPermission", "params": { "fileId": { "in": "query" }, "venueId": { "in": "header", "from": "activeVenue" } }, "body": "fields", "returns": "result", "error": "Unable to set file permission" },
  createDirectory: { "resource": "venueDrive", "name": "createDirectory", "surface": "main", "method": "POST", "path": "/VenueDrive/CreateDirectory", "params": {}, "body": "fields", "returns": "result", "error": "Unable to create folder" },
  deleteFile: { "resource": "venueDrive", "name": "deleteFile", "surface": "main", "method": "DELETE", "path": "/VenueDrive/File", "params": { "venueId": { "in": "query", "from": "activeVenue" }, "fileId": { "in": "query" } }, "body": null, "returns": "none", "error": "Unable to delete file" },
  deleteDirectory: { "resource": "venueDrive", "name": "deleteDirectory", "surface": "main", "method": "DELETE", "path": "/VenueDrive/Directory", "params": { "venueId": { "in": "query", "from": "activeVenue" }, "directory": { "in": "query" } }, "body": null, "returns": "none", "error": "Unable to delete folder" },
  download: { "resource": "venueDrive", "name": "download", "surface": "main", "method": "GET", "path": "/VenueDrive/Download", "params": { "venueId": { "in": "query", "from": "activeVenue" }, "fileId": { "in": "query" } }, "body": null, "returns": "file", "error": "Unable to download file" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Folder (main API). */
export const venueDriveApi = {
  /** GET /VenueDrive/ListDirectory */
  listDirectory: (input: { "venueId"?: string; "directory"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<VenueDriveResults['listDirectory']>>(venueDriveEndpoints.listDirectory, input, options),
  /** POST /VenueDrive/SetDomainPermission */
  setDomainPermission: (input: { "fileId": string; "venueId"?: string; body: { domainPermission: "venue" | "region" | "country" | "group"; }; }, options?: CallOptions) =>
    call<Jsonify<VenueDriveResults['setDomainPermission']>>(venueDriveEndpoints.setDomainPermission, input, options),
  /** POST /VenueDrive/CreateDirectory */
  createDirectory: (input: { body: { venueId: string; directory: string; name: string; }; }, options?: CallOptions) =>
    call<Jsonify<VenueDriveResults['createDirectory']>>(venueDriveEndpoints.createDirectory, input, options),
  /** DELETE /VenueDrive/File */
  deleteFile: (input: { "venueId"?: string; "fileId": string; }, options?: CallOptions) =>
    call<void>(venueDriveEndpoints.deleteFile, input, options),
  /** DELETE /VenueDrive/Directory */
  deleteDirectory: (input: { "venueId"?: string; "directory": string; }, options?: CallOptions) =>
    call<void>(venueDriveEndpoints.deleteDirectory, input, options),
  /** GET /VenueDrive/Download */
  download: (input: { "venueId"?: string; "fileId": string; }, options?: CallOptions) =>
    call<Blob>(venueDriveEndpoints.download, input, options),
};
