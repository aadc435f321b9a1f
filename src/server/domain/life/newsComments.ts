import type { NewsCommentsAddInput, NewsCommentsListForArticleInput } from '@generated/server/resources/newsComments';
import { newsCommentsResource } from '@generated/server/resources/newsComments';
import { sanitizePlainText } from '../../sanitize';
import { defineAction } from '../../api/action';
import { badRequest } from '../../api/errors';
import { toRecord } from '../../api/store';
import { articleOrThrow } from './newsArticles';

export const listForArticle = defineAction(async (ctx, { params }: NewsCommentsListForArticleInput) => {
  await articleOrThrow(ctx, params.id);
  const rows = await ctx.db.selectFrom('newsComments').selectAll().where('articleId', '=', params.id).orderBy('createdAt').orderBy('id').execute();
  return rows.map((row) => toRecord(newsCommentsResource, row));
});

/** Adds the user's comment; markup is removed, so what is kept is the text a reader sees. The article is locked while its comments are counted. */
export const add = defineAction(async (ctx, { params, body }: NewsCommentsAddInput) => {
  await articleOrThrow(ctx, params.articleId, true);
  const content = sanitizePlainText(body.content).trim();
  if (!content) throw badRequest('body.content', 'is required');
  const comment = await ctx.store.create(newsCommentsResource, { articleId: params.articleId, content, userName: ctx.user.name || null });
  const counted = await ctx.db.selectFrom('newsComments').select((eb) => eb.fn.countAll<number>().as('n')).where('articleId', '=', params.articleId).executeTakeFirstOrThrow();
  await ctx.db.updateTable('newsArticles').set({ commentCount: Number(counted.n) }).where('id', '=', params.articleId).execute();
  return comment;
});
