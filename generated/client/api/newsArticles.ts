// Generated from schema/life/newsArticles.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { NewsArticlesResults } from '@/shared/life/newsArticles';

export const newsArticlesEndpoints = {
  listCategory: { "resource": "newsArticles", "name": "listCategory", "surface": "main", "method": "GET", "path": "/ArticleCategoriesConsumer/{id}/list", "params": { "id": { "in": "path" }, "query": { "in": "query" }, "page": { "in": "query" }, "perPage": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get LIFE news" },
  like: { "resource": "newsArticles", "name": "like", "surface": "main", "method": "PUT", "path": "/ArticleCategoriesConsumer/{id}/like", "params": { "id": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to like the article" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of News article (main API). */
export const newsArticlesApi = {
  /** GET /ArticleCategoriesConsumer/{id}/list */
  listCategory: (input: { "id": string; "query"?: string; "page"?: number; "perPage"?: number; }, options?: CallOptions) =>
    call<Jsonify<NewsArticlesResults['listCategory']>>(newsArticlesEndpoints.listCategory, input, options),
  /** PUT /ArticleCategoriesConsumer/{id}/like */
  like: (input: { "id": string; body: { liked?: boolean | null; }; }, options?: CallOptions) =>
    call<Jsonify<NewsArticlesResults['like']>>(newsArticlesEndpoints.like, input, options),
};
