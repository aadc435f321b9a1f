// Generated from schema/life/newsComments.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { NewsCommentsResults } from '@/shared/life/newsComments';

const editable = {
  articleId: z.string().min(1, 'is required'),
  content: z.string().trim().min(1, 'is required').max(2000, 'must be at most 2000 characters'),
  mentions: z.array(z.string().trim().max(100, 'must be at most 100 characters')).max(20, 'must have at most 20 items').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const newsCommentsResource: ResourceMeta = {
  name: 'newsComments',
  file: 'schema/life/newsComments.ts',
  surface: 'main',
  table: "news_comments",
  versioned: false,
  scope: {},
  columns: { "articleId": "reference", "content": "text", "mentions": "json", "userName": "text" },
  readOnly: ["userName"],
  defaults: {},
  search: [],
  defaultSort: { "field": "articleId", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /ArticleCategoriesConsumer/{id}/comments */
const listForArticleSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type NewsCommentsListForArticleInput = EndpointInput<typeof listForArticleSchemas>;

/** PUT /ArticleCategoriesConsumer/{articleId}/comments */
const addSchemas = {
  params: z.object({ articleId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ content: z.string().trim().min(1, 'is required').max(2000, 'must be at most 2000 characters'), mentions: z.array(z.string().trim().max(100, 'must be at most 100 characters')).max(20, 'must have at most 20 items').nullish() }),
} satisfies EndpointSchemas;
export type NewsCommentsAddInput = EndpointInput<typeof addSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/life/newsComments.ts and joined to the routes by the server's registry. */
export interface NewsCommentsActions {
  listForArticle: DomainAction<NewsCommentsListForArticleInput, NewsCommentsResults['listForArticle']>;
  add: DomainAction<NewsCommentsAddInput, NewsCommentsResults['add']>;
}

export function newsCommentsRoutes(actions: NewsCommentsActions): EndpointRoute[] {
  return [
    {
      resource: 'newsComments',
      name: 'listForArticle',
      surface: 'main',
      method: 'GET',
      path: "/ArticleCategoriesConsumer/:id/comments",
      specPath: "/ArticleCategoriesConsumer/{id}/comments",
      access: 'read',
      permission: null,
      scope: {},
      id: "path:id",
      schemas: listForArticleSchemas,
      upload: false,
      handler: { action: actions.listForArticle },
      returns: 'result',
      error: "Unable to get comments",
    },
    {
      resource: 'newsComments',
      name: 'add',
      surface: 'main',
      method: 'PUT',
      path: "/ArticleCategoriesConsumer/:articleId/comments",
      specPath: "/ArticleCategoriesConsumer/{articleId}/comments",
      access: 'write',
      permission: null,
      scope: {},
      id: null,
      schemas: addSchemas,
      upload: false,
      handler: { action: actions.add },
      returns: 'result',
      error: "Unable to add comment",
    },
  ];
}
