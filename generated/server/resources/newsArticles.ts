// Generated from schema/life/newsArticles.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { NewsArticlesResults } from '@/shared/life/newsArticles';
import { datetimeSchema } from '@/shared/validation';

const editable = {
  categoryId: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
  title: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  summary: z.string().trim().max(500, 'must be at most 500 characters').nullish(),
  body: z.string().max(100000).nullish(),
  author: z.string().trim().max(200, 'must be at most 200 characters').nullish(),
  publishedAt: datetimeSchema,
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const newsArticlesResource: ResourceMeta = {
  name: 'newsArticles',
  file: 'schema/life/newsArticles.ts',
  surface: 'main',
  table: "news_articles",
  versioned: true,
  scope: {},
  columns: { "categoryId": "text", "title": "text", "summary": "text", "body": "richText", "author": "text", "publishedAt": "datetime", "likeCount": "number", "commentCount": "number" },
  readOnly: ["likeCount", "commentCount"],
  defaults: { "likeCount": 0, "commentCount": 0 },
  search: ["title"],
  defaultSort: { "field": "publishedAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /ArticleCategoriesConsumer/{id}/list */
const listCategorySchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: z.object({ query: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), page: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), perPage: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type NewsArticlesListCategoryInput = EndpointInput<typeof listCategorySchemas>;

/** PUT /ArticleCategoriesConsumer/{id}/like */
const likeSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ liked: z.boolean().nullish() }),
} satisfies EndpointSchemas;
export type NewsArticlesLikeInput = EndpointInput<typeof likeSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/life/newsArticles.ts and joined to the routes by the server's registry. */
export interface NewsArticlesActions {
  listCategory: DomainAction<NewsArticlesListCategoryInput, NewsArticlesResults['listCategory']>;
  like: DomainAction<NewsArticlesLikeInput, NewsArticlesResults['like']>;
}

export function newsArticlesRoutes(actions: NewsArticlesActions): EndpointRoute[] {
  return [
    {
      resource: 'newsArticles',
      name: 'listCategory',
      surface: 'main',
      method: 'GET',
      path: "/ArticleCategoriesConsumer/:id/list",
      specPath: "/ArticleCategoriesConsumer/{id}/list",
      access: 'read',
      permission: null,
      scope: {},
      id: "path:id",
      schemas: listCategorySchemas,
      upload: false,
      handler: { action: actions.listCategory },
      returns: 'result',
      error: "Unable to get LIFE news",
    },
    {
      resource: 'newsArticles',
      name: 'like',
      surface: 'main',
      method: 'PUT',
      path: "/ArticleCategoriesConsumer/:id/like",
      specPath: "/ArticleCategoriesConsumer/{id}/like",
      access: 'write',
      permission: null,
      scope: {},
      id: "path:id",
      schemas: likeSchemas,
      upload: false,
      handler: { action: actions.like },
      returns: 'result',
      error: "Unable to like the article",
    },
  ];
}
