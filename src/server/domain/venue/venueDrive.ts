import type {
  VenueDriveCreateDirectoryInput,
  VenueDriveDeleteDirectoryInput,
  VenueDriveDeleteFileInput,
  VenueDriveDownloadInput,
  VenueDriveListDirectoryInput,
  VenueDriveSetDomainPermissionInput,
} from '@generated/server/resources/venueDrive';
import type { DomainPermission } from '@/shared/venue/venueDrive';
import { FileResult, defineAction, type RequestContext } from '../../api/action';
import { badRequest, conflict, notFound } from '../../api/errors';
import { lockKey } from '../../api/transaction';
import { getVenueOrThrow } from '../shell/venueLookup';

import { DRIVE_KIND, FORBIDDEN_NAME, normalizeDirectory, storedFolder } from '../shell/driveFolders';

export { DRIVE_KIND, normalizeDirectory };

const childOf = (parent: string, name: string) => (parent === '/' ? `/${name}` : `${parent}/${name}`);
const isUnder = (path: string, dir: string) => dir === '/' || path === dir || path.startsWith(`${dir}/`);
const parentOf = (path: string) => (path === '/' ? null : path.slice(0, path.lastIndexOf('/')) || '/');

interface DriveFileRow {
  id: string;
  name: string | null;
  contentType: string | null;
  size: number | null;
  folder: string | null;
  venueId: string | null;
  createdAt: Date | string | null;
  uploadedBy: string | null;
  domainPermission: string | null;
}

function driveFiles(ctx: RequestContext) {
  return ctx.db
    .selectFrom('media')
    .leftJoin('venueDriveFiles', 'venueDriveFiles.id', 'media.id')
    .leftJoin('users', 'users.id', 'media.createdBy')
    .select(['media.id', 'media.name', 'media.contentType', 'media.size', 'media.folder', 'media.venueId', 'media.createdAt', 'users.name as uploadedBy', 'venueDriveFiles.domainPermission'])
    .where('media.type', '=', DRIVE_KIND);
}

function fileOut(row: DriveFileRow) {
  return {
    id: row.id,
    name: row.name ?? '',
    contentType: row.contentType ?? 'application/octet-stream',
    size: Number(row.size ?? 0),
    folder: storedFolder(row.folder),
    domainPermission: (row.domainPermission ?? 'venue') as DomainPermission,
    uploadedAt: row.createdAt instanceof Date ? row.createdAt.toISOString() : (row.createdAt ?? null),
    uploadedBy: row.uploadedBy ?? null,
  };
}

/** Every folder of the venue's drive: the ones created and the ones files were uploaded into, with their parents. */
async function folderSet(ctx: RequestContext, venueId: string, files: DriveFileRow[]): Promise<Set<string>> {
  const rows = await ctx.db.selectFrom('venueDrive').select('path').where('venueId', '=', venueId).execute();
  const set = new Set<string>(['/']);
  const add = (path: string) => {
    for (let p: string | null = path; p; p = parentOf(p)) set.add(p);
  };
  rows.forEach((r) => add(storedFolder(r.path)));
  files.forEach((f) => add(storedFolder(f.folder)));
  return set;
}

async function ownFiles(ctx: RequestContext, venueId: string): Promise<DriveFileRow[]> {
  return (await driveFiles(ctx).where('media.venueId', '=', venueId).orderBy('media.name').execute()) as DriveFileRow[];
}

/** Whether a file shared with a domain permission by one venue is seen at another. */
export function reaches(domain: string | null, owner: { country: string | null; regionId: string | null }, viewer: { country: string | null; regionId: string | null }): boolean {
  if (domain === 'group') return true;
  if (domain === 'country') return owner.country === viewer.country;
  if (domain === 'region') return Boolean(owner.regionId) && owner.regionId === viewer.regionId;
  return false;
}

/** Files of other venues shared with this one (its region, its country or the whole group). */
async function sharedWith(ctx: RequestContext, venue: { id: string; country: string | null; regionId: string | null }) {
  const rows = await ctx.db
    .selectFrom('venueDriveFiles')
    .innerJoin('media', 'media.id', 'venueDriveFiles.id')
    .innerJoin('venues', 'venues.id', 'media.venueId')
    .leftJoin('users', 'users.id', 'media.createdBy')
    .select(['media.id', 'media.name', 'media.contentType', 'media.size', 'media.folder', 'media.venueId', 'media.createdAt', 'users.name as uploadedBy', 'venueDriveFiles.domainPermission', 'venues.name as venueName', 'venues.country', 'venues.regionId'])
    .where('media.type', '=', DRIVE_KIND)
    .where('media.venueId', '!=', venue.id)
    .where('venueDriveFiles.domainPermission', 'in', ['region', 'country', 'group'])
    .orderBy('media.name')
    .execute();
  return rows.filter((r) => reaches(r.domainPermission, r, venue)).map((r) => ({ ...fileOut(r as DriveFileRow), venueId: r.venueId!, venueName: r.venueName ?? '' }));
}

export const listDirectory = defineAction(async (ctx, { query }: VenueDriveListDirectoryInput) => {
  const venue = await getVenueOrThrow(ctx, query.venueId);
  const directory = normalizeDirectory(query.directory, 'query.directory');
  const files = await ownFiles(ctx, venue.id);
  const folders = await folderSet(ctx, venue.id, files);
  if (!folders.has(directory)) throw notFound(`Folder ${directory}`);
  const children = [...folders].filter((p) => p !== '/' && parentOf(p) === directory).sort((a, b) => a.localeCompare(b));
  return {
    venueId: venue.id,
    directory,
    parent: parentOf(directory),
    folders: children.map((path) => ({
      path,
      name: path.slice(path.lastIndexOf('/') + 1),
      fileCount: files.filter((f) => isUnder(storedFolder(f.folder), path)).length,
    })),
    files: files.filter((f) => storedFolder(f.folder) === directory).map(fileOut),
    shared: directory === '/' ? await sharedWith(ctx, venue) : [],
  };
});

async function ownFileOrThrow(ctx: RequestContext, venueId: string, fileId: string) {
  const row = (await driveFiles(ctx).where('media.id', '=', fileId).executeTakeFirst()) as DriveFileRow | undefined;
  if (!row || row.venueId !== venueId) throw notFound(`File ${fileId} in the drive of venue ${venueId}`);
  return row;
}

export const setDomainPermission = defineAction(async (ctx, { query, headers, body }: VenueDriveSetDomainPermissionInput) => {
  const file = await ownFileOrThrow(ctx, headers.venueid, query.fileId);
  await ctx.db
    .insertInto('venueDriveFiles')
    .values({ id: file.id, venueId: headers.venueid, domainPermission: body.domainPermission, createdBy: ctx.user.userId, updatedBy: ctx.user.userId })
    .onConflict((oc) => oc.column('id').doUpdateSet({ domainPermission: body.domainPermission, updatedAt: ctx.now, updatedBy: ctx.user.userId }))
    .execute();
  return fileOut({ ...file, domainPermission: body.domainPermission });
});


export const createDirectory = defineAction(async (ctx, { body }: VenueDriveCreateDirectoryInput) => {
  await getVenueOrThrow(ctx, body.venueId, 'body.venueId');
  const parent = normalizeDirectory(body.directory, 'body.directory');
  const name = body.name.trim();
  if (!name || name === '.' || name === '..' || FORBIDDEN_NAME.test(name)) throw badRequest('body.name', 'may not be empty or contain \\ / : * ? " < > |');
  // Folders of a drive are made one at a time: a name taken a moment ago, in any case, is seen.
  await lockKey(ctx.db, `venue-drive:${body.venueId}`);
  const folders = await folderSet(ctx, body.venueId, await ownFiles(ctx, body.venueId));
  if (!folders.has(parent)) throw notFound(`Folder ${parent}`);
  const path = normalizeDirectory(childOf(parent, name), 'body.name');
  if ([...folders].some((p) => p.toLowerCase() === path.toLowerCase())) throw conflict(`A folder named "${name}" already exists in ${parent}`);
  await ctx.db.insertInto('venueDrive').values({ venueId: body.venueId, path, createdBy: ctx.user.userId, updatedBy: ctx.user.userId }).execute();
  return { path, name, fileCount: 0 };
});

async function removeFiles(ctx: RequestContext, ids: string[]) {
  if (!ids.length) return;
  await ctx.db.deleteFrom('venueDriveFiles').where('id', 'in', ids).execute();
  await ctx.db.deleteFrom('fileContents').where('id', 'in', ids).execute();
  await ctx.db.deleteFrom('media').where('id', 'in', ids).execute();
}

export const deleteFile = defineAction(async (ctx, { query }: VenueDriveDeleteFileInput) => {
  const file = await ownFileOrThrow(ctx, query.venueId, query.fileId);
  await removeFiles(ctx, [file.id]);
});

/** Deletes a folder, its sub-folders and every file in them. */
export const deleteDirectory = defineAction(async (ctx, { query }: VenueDriveDeleteDirectoryInput) => {
  const directory = normalizeDirectory(query.directory, 'query.directory');
  if (directory === '/') throw badRequest('query.directory', 'the top folder cannot be deleted');
  await lockKey(ctx.db, `venue-drive:${query.venueId}`);
  const files = await ownFiles(ctx, query.venueId);
  const folders = await folderSet(ctx, query.venueId, files);
  if (!folders.has(directory)) throw notFound(`Folder ${directory}`);
  await removeFiles(
    ctx,
    files.filter((f) => isUnder(storedFolder(f.folder), directory)).map((f) => f.id),
  );
  const rows = await ctx.db.selectFrom('venueDrive').select(['id', 'path']).where('venueId', '=', query.venueId).execute();
  const gone = rows.filter((r) => isUnder(storedFolder(r.path), directory)).map((r) => r.id);
  if (gone.length) await ctx.db.deleteFrom('venueDrive').where('id', 'in', gone).execute();
});

/** A file of the venue's drive, or one another venue shares with it. */
export const download = defineAction(async (ctx, { query }: VenueDriveDownloadInput) => {
  const row = (await driveFiles(ctx).where('media.id', '=', query.fileId).executeTakeFirst()) as DriveFileRow | undefined;
  if (!row) throw notFound(`File ${query.fileId}`);
  if (row.venueId !== query.venueId) {
    const [owner, viewer] = await Promise.all([getVenueOrThrow(ctx, row.venueId ?? ''), getVenueOrThrow(ctx, query.venueId)]);
    if (!reaches(row.domainPermission, owner, viewer)) throw notFound(`File ${query.fileId} in the drive of venue ${query.venueId}`);
  }
  const content = await ctx.db.selectFrom('fileContents').select('data').where('id', '=', row.id).executeTakeFirst();
  if (!content) throw notFound(`File ${query.fileId}`);
  return new FileResult(row.name ?? 'file', row.contentType ?? 'application/octet-stream', content.data);
});
