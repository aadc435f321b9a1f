import type { NewsArticlesLikeInput, NewsArticlesListCategoryInput } from '@generated/server/resources/newsArticles';
import { sql } from 'kysely';
import type { NewsArticlesResults } from '@/shared/life/newsArticles';
import { defineAction, type RequestContext } from '../../api/action';
import { notFound } from '../../api/errors';
import { pagedQuery } from '../reports/venueAccess';

/** The category of company news the portal shows (the "fixed news category id"). */
export const NEWS_CATEGORY_ID = 'company-news';

/** A published article; `lock` holds its row until the request ends, for writes that recount its likes or comments. */
export async function articleOrThrow(ctx: RequestContext, id: string, lock = false) {
  const query = ctx.db.selectFrom('newsArticles').select(['id', 'title', 'publishedAt']).where('id', '=', id);
  const article = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!article || new Date(article.publishedAt!) > ctx.now) throw notFound(`News article ${id}`);
  return article;
}

/** Published articles of the category, newest first, with the counts and whether the user likes each. */
export const listCategory = defineAction(async (ctx, { params, query }: NewsArticlesListCategoryInput) => {
  let base = ctx.db.selectFrom('newsArticles').where('categoryId', '=', params.id).where('publishedAt', '<=', ctx.now);
  const text = query.query?.trim().toLowerCase();
  if (text && text !== '*') base = base.where(sql<string>`lower(title)`, 'like', `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const page = await pagedQuery<NewsArticlesResults['listCategory']['items'][number]>(
    ctx,
    base,
    (qb) =>
      qb
        .select(['id', 'categoryId', 'title', 'summary', 'body', 'author', 'publishedAt', 'likeCount', 'commentCount'])
        .select(sql<boolean>`exists (select 1 from news_likes l where l.article_id = news_articles.id and l.user_id = ${ctx.user.userId})`.as('likedByMe'))
        .orderBy('publishedAt', 'desc')
        .orderBy('id'),
    { page: query.page ?? 1, pageSize: Math.min(query.perPage ?? 10, 50) },
  );
  return { ...page, items: page.items.map((a) => ({ ...a, likeCount: Number(a.likeCount ?? 0), commentCount: Number(a.commentCount ?? 0), likedByMe: Boolean(a.likedByMe) })) };
});

/**
 * Likes the article, or takes the like back: `liked` says which; without it, a like toggles. The article's row is
 * locked first, so likes at the same moment are counted one after the other and the count is never a stale one.
 */
export const like = defineAction(async (ctx, { params, body }: NewsArticlesLikeInput) => {
  await articleOrThrow(ctx, params.id, true);
  const existing = await ctx.db.selectFrom('newsLikes').select('id').where('articleId', '=', params.id).where('userId', '=', ctx.user.userId).executeTakeFirst();
  const liked = body?.liked ?? !existing;
  if (liked && !existing) {
    await ctx.db.insertInto('newsLikes').values({ articleId: params.id, userId: ctx.user.userId }).onConflict((oc) => oc.columns(['articleId', 'userId']).doNothing()).execute();
  } else if (!liked && existing) {
    await ctx.db.deleteFrom('newsLikes').where('id', '=', existing.id).execute();
  }
  const counted = await ctx.db.selectFrom('newsLikes').select((eb) => eb.fn.countAll<number>().as('n')).where('articleId', '=', params.id).executeTakeFirstOrThrow();
  const likeCount = Number(counted.n);
  await ctx.db.updateTable('newsArticles').set({ likeCount }).where('id', '=', params.id).execute();
  return { id: params.id, liked, likeCount };
});
