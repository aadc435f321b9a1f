import type { NewsCommentsAddInput, NewsCommentsListForArticleInput } from '@generated/server/resources/newsComments';
import { newsCommentsResource } from '@generated/server/resources/newsComments';
import { sanitizePlainText } from '../../sanitize';
import { defineAction } from '../../api/action';
import { badRequest } from '../../api/errors';
import { toRecord } from '../../api/store';
import { notifyMentioned, renderField, storeMentions } from '../shell/mentions';
import { articleOrThrow } from './newsArticles';

export const listForArticle = defineAction(async (ctx, { params }: NewsCommentsListForArticleInput) => {
  await articleOrThrow(ctx, params.id);
  const rows = await ctx.db.selectFrom('newsComments').selectAll().where('articleId', '=', params.id).orderBy('createdAt').orderBy('id').execute();
  return renderField(
    ctx.db,
    rows.map((row) => toRecord(newsCommentsResource, row)),
    'content',
  );
});

/**
 * Adds the user's comment; markup is removed, so what is kept is the text a reader sees. Every signed-in user reads
 * the news, so anyone may be mentioned; they are notified with a link to the article. The article is locked while
 * its comments are counted.
 */
export const add = defineAction(async (ctx, { params, body }: NewsCommentsAddInput) => {
  const article = await articleOrThrow(ctx, params.articleId, true);
  const content = sanitizePlainText(body.content).trim();
  if (!content) throw badRequest('body.content', 'is required');
  const { stored, userIds } = await storeMentions(ctx, content, body.mentions, { permission: null, venueId: null, what: 'the news' }, 'body.mentions');
  const comment = await ctx.store.create(newsCommentsResource, { articleId: params.articleId, content: stored, mentions: userIds, userName: ctx.user.name || null });
  const counted = await ctx.db.selectFrom('newsComments').select((eb) => eb.fn.countAll<number>().as('n')).where('articleId', '=', params.articleId).executeTakeFirstOrThrow();
  await ctx.db.updateTable('newsArticles').set({ commentCount: Number(counted.n) }).where('id', '=', params.articleId).execute();
  const [shown] = await renderField(ctx.db, [comment], 'content');
  await notifyMentioned(ctx, userIds, { place: 'news', name: article.title ?? '', link: `/vp/news?article=${encodeURIComponent(article.id)}`, venueId: null, sourceKey: `newsComments:${comment.id}` }, String(shown.content));
  return shown;
});
