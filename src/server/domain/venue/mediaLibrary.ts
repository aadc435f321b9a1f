import type { MediaLibraryListInput } from '@generated/server/resources/mediaLibrary';
import { sql } from 'kysely';
import { defineAction } from '../../api/action';
import { getVenueOrThrow } from '../shell/venueLookup';

/** The kind of upload (POST /Media/medialibrary) that holds media library pictures. */
export const LIBRARY_KIND = 'medialibrary';

export const list = defineAction(async (ctx, { params, query }: MediaLibraryListInput) => {
  await getVenueOrThrow(ctx, params.venueId);
  let q = ctx.db
    .selectFrom('media')
    .leftJoin('users', 'users.id', 'media.createdBy')
    .select(['media.id', 'media.name', 'media.contentType', 'media.size', 'media.createdAt', 'media.createdBy', 'users.name as uploadedBy'])
    .where('media.type', '=', LIBRARY_KIND)
    .where('media.venueId', '=', params.venueId);
  const text = query.query?.trim().toLowerCase();
  if (text && text !== '*') q = q.where(sql<string>`lower(media.name)`, 'like', `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const rows = await q.orderBy('media.createdAt', 'desc').limit(1000).execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name ?? '',
    contentType: r.contentType ?? '',
    size: Number(r.size ?? 0),
    uploadedAt: r.createdAt instanceof Date ? r.createdAt.toISOString() : String(r.createdAt),
    uploadedBy: r.uploadedBy ?? null,
    mine: r.createdBy === ctx.user.userId,
    url: `/api/main/Media/${r.id}`,
  }));
});
