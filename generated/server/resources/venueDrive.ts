// Generated from schema/venue/venueDrive.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta, FileResult } from '@/server/kit';
import type { VenueDriveResults } from '@/shared/venue/venueDrive';

const editable = {
  venueId: z.string().min(1, 'is required'),
  path: z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters'),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const venueDriveResource: ResourceMeta = {
  name: 'venueDrive',
  file: 'schema/venue/venueDrive.ts',
  surface: 'main',
  table: "venue_drive",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "path": "text" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "path", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /VenueDrive/ListDirectory */
const listDirectorySchemas = {
  params: null,
  query: z.object({ venueId: z.string().min(1, 'is required'), directory: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueDriveListDirectoryInput = EndpointInput<typeof listDirectorySchemas>;

/** POST /VenueDrive/SetDomainPermission */
const setDomainPermissionSchemas = {
  params: null,
  query: z.object({ fileId: z.string().min(1, 'is required') }),
  headers: z.object({ venueid: z.string().min(1, 'is required') }),
  body: z.object({ domainPermission: z.enum(["venue", "region", "country", "group"]) }),
} satisfies EndpointSchemas;
export type VenueDriveSetDomainPermissionInput = EndpointInput<typeof setDomainPermissionSchemas>;

/** POST /VenueDrive/CreateDirectory */
const createDirectorySchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ venueId: z.string().min(1, 'is required'), directory: z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters'), name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters') }),
} satisfies EndpointSchemas;
export type VenueDriveCreateDirectoryInput = EndpointInput<typeof createDirectorySchemas>;

/** DELETE /VenueDrive/File */
const deleteFileSchemas = {
  params: null,
  query: z.object({ venueId: z.string().min(1, 'is required'), fileId: z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueDriveDeleteFileInput = EndpointInput<typeof deleteFileSchemas>;

/** DELETE /VenueDrive/Directory */
const deleteDirectorySchemas = {
  params: null,
  query: z.object({ venueId: z.string().min(1, 'is required'), directory: z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueDriveDeleteDirectoryInput = EndpointInput<typeof deleteDirectorySchemas>;

/** GET /VenueDrive/Download */
const downloadSchemas = {
  params: null,
  query: z.object({ venueId: z.string().min(1, 'is required'), fileId: z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueDriveDownloadInput = EndpointInput<typeof downloadSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/venue/venueDrive.ts and joined to the routes by the server's registry. */
export interface VenueDriveActions {
  listDirectory: DomainAction<VenueDriveListDirectoryInput, VenueDriveResults['listDirectory']>;
  setDomainPermission: DomainAction<VenueDriveSetDomainPermissionInput, VenueDriveResults['setDomainPermission']>;
  createDirectory: DomainAction<VenueDriveCreateDirectoryInput, VenueDriveResults['createDirectory']>;
  deleteFile: DomainAction<VenueDriveDeleteFileInput, unknown>;
  deleteDirectory: DomainAction<VenueDriveDeleteDirectoryInput, unknown>;
  download: DomainAction<VenueDriveDownloadInput, FileResult>;
}

export function venueDriveRoutes(actions: VenueDriveActions): EndpointRoute[] {
  return [
    {
      resource: 'venueDrive',
      name: 'listDirectory',
      surface: 'main',
      method: 'GET',
      path: "/VenueDrive/ListDirectory",
      specPath: "/VenueDrive/ListDirectory",
      access: 'read',
      permission: ["vp.vp.venuedrive.show"],
      scope: { "venue": ["query:venueId"] },
      id: null,
      schemas: listDirectorySchemas,
      upload: false,
      handler: { action: actions.listDirectory },
      returns: 'result',
      error: "Unable to get files in scope",
    },
    {
      resource: 'venueDrive',
      name: 'setDomainPermission',
      surface: 'main',
      method: 'POST',
      path: "/VenueDrive/SetDomainPermission",
      specPath: "/VenueDrive/SetDomainPermission",
      access: 'write',
      permission: ["vp.vp.venuedrive.edit"],
      scope: { "venue": ["header:venueId"] },
      id: null,
      schemas: setDomainPermissionSchemas,
      upload: false,
      handler: { action: actions.setDomainPermission },
      returns: 'result',
      error: "Unable to set file permission",
    },
    {
      resource: 'venueDrive',
      name: 'createDirectory',
      surface: 'main',
      method: 'POST',
      path: "/VenueDrive/CreateDirectory",
      specPath: "/VenueDrive/CreateDirectory",
      access: 'write',
      permission: ["vp.vp.venuedrive.edit"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: createDirectorySchemas,
      upload: false,
      handler: { action: actions.createDirectory },
      returns: 'result',
      error: "Unable to create folder",
    },
    {
      resource: 'venueDrive',
      name: 'deleteFile',
      surface: 'main',
      method: 'DELETE',
      path: "/VenueDrive/File",
      specPath: "/VenueDrive/File",
      access: 'write',
      permission: ["vp.vp.venuedrive.edit"],
      scope: { "venue": ["query:venueId"] },
      id: null,
      schemas: deleteFileSchemas,
      upload: false,
      handler: { action: actions.deleteFile },
      returns: 'none',
      error: "Unable to delete file",
    },
    {
      resource: 'venueDrive',
      name: 'deleteDirectory',
      surface: 'main',
      method: 'DELETE',
      path: "/VenueDrive/Directory",
      specPath: "/VenueDrive/Directory",
      access: 'write',
      permission: ["vp.vp.venuedrive.edit"],
      scope: { "venue": ["query:venueId"] },
      id: null,
      schemas: deleteDirectorySchemas,
      upload: false,
      handler: { action: actions.deleteDirectory },
      returns: 'none',
      error: "Unable to delete folder",
    },
    {
      resource: 'venueDrive',
      name: 'download',
      surface: 'main',
      method: 'GET',
      path: "/VenueDrive/Download",
      specPath: "/VenueDrive/Download",
      access: 'read',
      permission: ["vp.vp.venuedrive.show"],
      scope: { "venue": ["query:venueId"] },
      id: null,
      schemas: downloadSchemas,
      upload: false,
      handler: { action: actions.download },
      returns: 'file',
      error: "Unable to download file",
    },
  ];
}
