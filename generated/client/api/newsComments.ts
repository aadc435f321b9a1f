// Generated from schema/life/newsComments.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { NewsCommentsResults } from '@/shared/life/newsComments';

export const newsCommentsEndpoints = {
  listForArticle: { "resource": "newsComments", "name": "listForArticle", "surface": "main", "method": "GET", "path": "/ArticleCategoriesConsumer/{id}/comments", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get comments" },
  add: { "resource": "newsComments", "name": "add", "surface": "main", "method": "PUT", "path": "/ArticleCategoriesConsumer/{articleId}/comments", "params": { "articleId": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to add comment" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Comment (main API). */
export const newsCommentsApi = {
  /** GET /ArticleCategoriesConsumer/{id}/comments */
  listForArticle: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<NewsCommentsResults['listForArticle']>>(newsCommentsEndpoints.listForArticle, input, options),
  /** PUT /ArticleCategoriesConsumer/{articleId}/comments */
  add: (input: { "articleId": string; body: { content: string; mentions?: string[] | null; }; }, options?: CallOptions) =>
    call<Jsonify<NewsCommentsResults['add']>>(newsCommentsEndpoints.add, input, options),
};
