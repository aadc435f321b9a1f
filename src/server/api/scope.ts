import { hasPermission, hasPermissionAnyVenue, hasPermissionWhere } from '@/shared/permissions';
import type { AuthenticatedUser } from '../auth/session';
import { badRequest, forbidden } from './errors';

/** The permission check of one request: any of the permissions, at the venue and in the country given. */
export function holdsAny(user: AuthenticatedUser, permissions: string[], where: { venueIds?: string[]; countries?: string[] } = {}): boolean {
  return permissions.some((p) => {
    if (where.venueIds && !where.venueIds.every((v) => hasPermission(user.permissions, p, v))) return false;
    if (where.countries && !where.countries.every((c) => hasPermissionWhere(user.permissions, p, (v) => user.venueCountries.get(v) === c))) return false;
    if (!where.venueIds && !where.countries) return hasPermissionAnyVenue(user.permissions, p);
    return true;
  });
}

export interface RawRequestParts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
}

/** Reads a scope source such as `path:venueId` or `body:country` from a request. */
export function readSource(source: string, parts: RawRequestParts): string {
  const [where, name] = source.split(':');
  const container = where === 'path' ? parts.params : where === 'query' ? parts.query : where === 'header' ? parts.headers : (parts.body as Record<string, unknown>) ?? {};
  const value = container?.[where === 'header' ? name.toLowerCase() : name];
  if (typeof value !== 'string' || value === '') throw badRequest(where === 'path' ? name : `${where}.${where === 'header' ? name.toLowerCase() : name}`, 'is required');
  return value;
}

export function assertHolds(user: AuthenticatedUser, permissions: string[] | null, where: { venueIds?: string[]; countries?: string[] }): void {
  if (permissions && !holdsAny(user, permissions, where)) throw forbidden();
}
