import { randomUUID } from 'node:crypto';
import type { MediaDownloadInput, MediaRemoveInput, MediaUploadInput } from '@generated/server/resources/media';
import { mediaResource } from '@generated/server/resources/media';
import { hasPermission, hasPermissionAnyVenue } from '@/shared/permissions';
import type { StoredRecord } from '@/shared/records';
import { FileResult, defineAction, type RequestContext } from '../../api/action';
import { ApiError, badRequest, forbidden, notFound } from '../../api/errors';
import { MEDIA_KINDS, type MediaKind } from './mediaKinds';

function kindOf(type: string): MediaKind {
  const kind = (MEDIA_KINDS as Record<string, MediaKind | undefined>)[type];
  if (!kind) throw badRequest('type', `is not a kind of file the portal keeps (${Object.keys(MEDIA_KINDS).join(', ')})`);
  return kind;
}

function allowed(ctx: RequestContext, permission: string | readonly string[] | null, venueId: string | null): boolean {
  if (!permission) return true;
  return (typeof permission === 'string' ? [permission] : permission).some((p) =>
    venueId ? hasPermission(ctx.user.permissions, p, venueId) : hasPermissionAnyVenue(ctx.user.permissions, p),
  );
}

/** A file name safe for storage and download headers, keeping its extension. */
export function safeFileName(name: string): string {
  const cleaned = [...name.replace(/[\\/]/g, '_')]
    .filter((c) => c.charCodeAt(0) >= 32 && !'"<>|:*?'.includes(c))
    .join('')
    .trim();
  return cleaned.slice(-200) || 'file';
}

export const upload = defineAction(async (ctx, { params, body }: MediaUploadInput) => {
  const kind = kindOf(params.type);
  if (!body) throw badRequest('body.file', 'is required');
  const venueId = body.fields.venueId || null;
  if (kind.venueScoped && !venueId) throw badRequest('body.venueId', 'is required for this kind of file');
  if (!allowed(ctx, kind.write, venueId)) throw forbidden();
  const { file } = body;
  if (file.data.length > kind.maxBytes) throw new ApiError(413, `body.file: is larger than ${Math.round(kind.maxBytes / 1024 / 1024)} MB`, 'body.file');
  if (!kind.contentTypes.test(file.contentType)) throw badRequest('body.file', `files of type ${file.contentType} cannot be kept here`);
  const folder = kind.folder ? kind.folder(body.fields.folder, 'body.folder') : body.fields.folder?.trim() || null;
  const id = randomUUID();
  await ctx.db.insertInto('fileContents').values({ id, data: file.data }).execute();
  const record = await ctx.store.create(mediaResource, {
    id,
    type: params.type,
    name: safeFileName(file.name),
    contentType: file.contentType,
    size: file.data.length,
    venueId,
    folder,
  });
  return { ...record, url: `/api/main/Media/${id}` };
});

async function mediaOrThrow(ctx: RequestContext, id: string): Promise<StoredRecord> {
  const record = await ctx.store.get(mediaResource, id);
  if (!record) throw notFound(`File ${id}`);
  return record;
}

export const download = defineAction(async (ctx, { params }: MediaDownloadInput) => {
  const record = await mediaOrThrow(ctx, params.id);
  const kind = kindOf(String(record.type));
  if (!allowed(ctx, kind.read, (record.venueId as string | null) ?? null)) throw forbidden();
  const content = await ctx.db.selectFrom('fileContents').select('data').where('id', '=', params.id).executeTakeFirst();
  if (!content) throw notFound(`File ${params.id}`);
  return new FileResult(String(record.name), String(record.contentType), content.data);
});

export const remove = defineAction(async (ctx, { params }: MediaRemoveInput) => {
  const record = await mediaOrThrow(ctx, params.id);
  const kind = kindOf(String(record.type));
  if (!allowed(ctx, kind.remove, (record.venueId as string | null) ?? null)) throw forbidden();
  await ctx.db.deleteFrom('fileContents').where('id', '=', params.id).execute();
  await ctx.store.remove(mediaResource, params.id);
});
