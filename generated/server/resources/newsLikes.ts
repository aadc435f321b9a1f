// Generated from schema/life/newsLikes.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointRoute, ResourceMeta } from '@/server/kit';

const editable = {
  articleId: z.string().min(1, 'is required'),
  userId: z.string().min(1, 'is required'),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const newsLikesResource: ResourceMeta = {
  name: 'newsLikes',
  file: 'schema/life/newsLikes.ts',
  surface: 'main',
  table: "news_likes",
  versioned: false,
  scope: {},
  columns: { "articleId": "reference", "userId": "reference" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

export const newsLikesRoutes: EndpointRoute[] = [
];
