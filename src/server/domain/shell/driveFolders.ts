import { badRequest } from '../../api/errors';

/** Folder paths of the venue drive. No imports of generated resources: the media kinds use them at start-up. */

/** The kind of upload (POST /Media/venuedrive) that holds drive files. */
export const DRIVE_KIND = 'venuedrive';
const MAX_DEPTH = 12;
/** Characters a folder's name may not contain. */
export const FORBIDDEN_NAME = /[\\/:*?"<>|]/;

/** A folder path as the drive keeps it: `/`, `/Menus`, `/Menus/Summer 2025`. Refuses `.` and `..`. */
export function normalizeDirectory(input: string | null | undefined, field = 'directory'): string {
  const parts = (input ?? '/')
    .split(/[\\/]/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.some((p) => p === '.' || p === '..' || [...p].some((c) => c.charCodeAt(0) < 32))) throw badRequest(field, 'is not a valid folder path');
  if (parts.length > MAX_DEPTH) throw badRequest(field, `may be at most ${MAX_DEPTH} folders deep`);
  return `/${parts.join('/')}`;
}

/**
 * The folder an uploaded drive file goes into (the form field `folder`): a path the listing accepts, whose folder
 * names are ones "New folder" accepts too. Missing or empty: the top folder.
 */
export function uploadFolder(input: string | null | undefined, field: string): string {
  const path = normalizeDirectory(input, field);
  if (path.split('/').some((name) => FORBIDDEN_NAME.test(name))) throw badRequest(field, 'folder names may not contain \\ : * ? " < > |');
  return path;
}

/** A stored file's folder; one stored before uploads were checked that the listing cannot read counts as the top folder. */
export function storedFolder(folder: string | null | undefined): string {
  try {
    return normalizeDirectory(folder);
  } catch {
    return '/';
  }
}
