import type { MediaLibraryListInput } from '@generated/server/resources/mediaLibrary';
import { sql } from 'kysely';
import { defineAction } from '../../api/action';
import { listQueryOf, pagedQuery } from '../reports/venueAccess';
import { getVenueOrThrow } from '../shell/venueLookup';

/** The kind of upload (POST /Media/medialibrary) that holds media library pictures. */
export const LIBRARY_KIND = 'medialibrary';

/** How many pictures a page holds when the caller does not say. */
export const PICTURES_PER_PAGE = 48;

/** The venue's pictures, newest first, whose name starts with the query (`*` or empty: all), a page at a time. */
export const list = defineAction(async (ctx, { params, query }: MediaLibraryListInput) => {
  await getVenueOrThrow(ctx, params.venueId);
  const { page, pageSize } = listQueryOf({ page: query.page, perPage: query.perPage });
  let base = ctx.db.selectFrom('media').leftJoin('users', 'users.id', 'media.createdBy').where('media.type', '=', LIBRARY_KIND).where('media.venueId', '=', params.venueId);
  const text = query.query?.trim().toLowerCase();
  if (text && text !== '*') base = base.where(sql<string>`lower(media.name)`, 'like', `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const result = await pagedQuery<Record<string, unknown>>(
    ctx,
    base,
    (qb) => qb.select(['media.id', 'media.name', 'media.contentType', 'media.size', 'media.createdAt', 'users.name as uploadedBy']).orderBy('media.createdAt', 'desc').orderBy('media.id'),
    { page: page ?? 1, pageSize: pageSize ?? PICTURES_PER_PAGE },
  );
  return {
    ...result,
    items: result.items.map((r) => ({
      id: String(r.id),
      name: (r.name as string | null) ?? '',
      contentType: (r.contentType as string | null) ?? '',
      size: Number(r.size ?? 0),
      uploadedAt: r.createdAt instanceof Date ? r.createdAt.toISOString() : String(r.createdAt),
      uploadedBy: (r.uploadedBy as string | null) ?? null,
      url: `/api/main/Media/${String(r.id)}`,
    })),
  };
});
