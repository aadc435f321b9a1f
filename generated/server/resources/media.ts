// Generated from schema/shell/media.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta, FileResult } from '@/server/kit';
import type { MediaResults } from '@/shared/shell/media';

const editable = {
  type: z.string().trim().min(1, 'is required').max(40, 'must be at most 40 characters'),
  name: z.string().trim().min(1, 'is required').max(255, 'must be at most 255 characters'),
  contentType: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  size: z.number().int('must be a whole number').min(0, 'must be at least 0'),
  venueId: z.string().nullish(),
  folder: z.string().trim().max(500, 'must be at most 500 characters').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const mediaResource: ResourceMeta = {
  name: 'media',
  file: 'schema/shell/media.ts',
  surface: 'main',
  table: "media",
  versioned: false,
  scope: { "venue": "venueId" },
  columns: { "type": "text", "name": "text", "contentType": "text", "size": "number", "venueId": "reference", "folder": "text" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** POST /Media/{type} */
const uploadSchemas = {
  params: z.object({ type: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type MediaUploadInput = EndpointInput<typeof uploadSchemas>;

/** GET /Media/{id} */
const downloadSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type MediaDownloadInput = EndpointInput<typeof downloadSchemas>;

/** DELETE /Media/{id} */
const removeSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type MediaRemoveInput = EndpointInput<typeof removeSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/shell/media.ts and joined to the routes by the server's registry. */
export interface MediaActions {
  upload: DomainAction<MediaUploadInput, MediaResults['upload']>;
  download: DomainAction<MediaDownloadInput, FileResult>;
  remove: DomainAction<MediaRemoveInput, unknown>;
}

export function mediaRoutes(actions: MediaActions): EndpointRoute[] {
  return [
    {
      resource: 'media',
      name: 'upload',
      surface: 'main',
      method: 'POST',
      path: "/Media/:type",
      specPath: "/Media/{type}",
      access: 'write',
      permission: null,
      scope: {},
      id: null,
      schemas: uploadSchemas,
      upload: true,
      handler: { action: actions.upload },
      returns: 'result',
      error: "Unable to upload media",
    },
    {
      resource: 'media',
      name: 'download',
      surface: 'main',
      method: 'GET',
      path: "/Media/:id",
      specPath: "/Media/{id}",
      access: 'read',
      permission: null,
      scope: {},
      id: "path:id",
      schemas: downloadSchemas,
      upload: false,
      handler: { action: actions.download },
      returns: 'file',
      error: "Unable to download media",
    },
    {
      resource: 'media',
      name: 'remove',
      surface: 'main',
      method: 'DELETE',
      path: "/Media/:id",
      specPath: "/Media/{id}",
      access: 'write',
      permission: null,
      scope: {},
      id: "path:id",
      schemas: removeSchemas,
      upload: false,
      handler: { action: actions.remove },
      returns: 'none',
      error: "Unable to delete media",
    },
  ];
}
