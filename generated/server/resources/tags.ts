// Generated from schema/shell/tags.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { TagsResults } from '@/shared/shell/tags';

const editable = {
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const tagsResource: ResourceMeta = {
  name: 'tags',
  file: 'schema/shell/tags.ts',
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

/** GET /Tags */
const searchSchemas = {
  params: null,
  query: z.object({ query: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type TagsSearchInput = EndpointInput<typeof searchSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/shell/tags.ts and joined to the routes by the server's registry. */
export interface TagsActions {
  search: DomainAction<TagsSearchInput, TagsResults['search']>;
}

export function tagsRoutes(actions: TagsActions): EndpointRoute[] {
  return [
    {
      resource: 'tags',
      name: 'search',
      surface: 'main',
      method: 'GET',
      path: "/Tags",
      specPath: "/Tags",
      access: 'read',
      permission: null,
      scope: {},
      id: null,
      schemas: searchSchemas,
      upload: false,
      handler: { action: actions.search },
      returns: 'result',
      error: "Unable to get tags",
    },
  ];
}
