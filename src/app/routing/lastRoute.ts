import { canAccess, type PermissionData } from '@/shared/permissions';
import { matchRoute } from './matchRoute';
import type { RouteEntry } from './types';

/** The query parameter of the installed app's start_url (public/manifest.webmanifest): opened from the home screen. */
export const APP_LAUNCH = 'launch';

/** Where the store keeps the page a user had open last, one per signed-in user on the device. */
export const lastRouteKey = (userId: string): string => `lastRoute.${userId}`;

/** A page worth reopening: not the start, a message page (no access, not found) or a step of signing in. */
export function isRememberable(pathname: string): boolean {
  return pathname !== '/' && !/^\/(pages|auth-redirect|oidc|redirect-bridge)(\/|$)/i.test(pathname);
}

const ORIGIN = 'https://portal.invalid';

/**
 * The remembered page (path and query) if the user may still open it: a portal page, whose permission the user holds
 * for the venue in its query (or the active venue). Anything else, or nothing remembered, is null: the first page.
 */
export function restorableRoute(stored: unknown, routes: RouteEntry[], permissions: PermissionData, activeVenueId: string | null): string | null {
  if (typeof stored !== 'string' || !stored.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(stored, ORIGIN);
  } catch {
    return null;
  }
  // "//host/..." is another site's address, not a page of the portal.
  if (url.origin !== ORIGIN || !isRememberable(url.pathname)) return null;
  const match = matchRoute(routes, url.pathname);
  if (!match) return null;
  const venueId = url.searchParams.get('venueId') ?? activeVenueId;
  return canAccess(permissions, match.route, venueId) ? `${url.pathname}${url.search}` : null;
}
