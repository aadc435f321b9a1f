// Generated from schema/venue/mediaLibrary.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { MediaLibraryResults } from '@/shared/venue/mediaLibrary';

const editable = {
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const mediaLibraryResource: ResourceMeta = {
  name: 'mediaLibrary',
  file: 'schema/venue/mediaLibrary.ts',
  surface: 'main',
  table: null,
  versioned: true,
  scope: {},
  columns: {},
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /MediaLibrary/{venueId} */
const listSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: z.object({ query: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), page: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), perPage: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type MediaLibraryListInput = EndpointInput<typeof listSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/venue/mediaLibrary.ts and joined to the routes by the server's registry. */
export interface MediaLibraryActions {
  list: DomainAction<MediaLibraryListInput, MediaLibraryResults['list']>;
}

export function mediaLibraryRoutes(actions: MediaLibraryActions): EndpointRoute[] {
  return [
    {
      resource: 'mediaLibrary',
      name: 'list',
      surface: 'main',
      method: 'GET',
      path: "/MediaLibrary/:venueId",
      specPath: "/MediaLibrary/{venueId}",
      access: 'read',
      permission: ["vp.vp.medialibrary.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: listSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get the media library",
    },
  ];
}
