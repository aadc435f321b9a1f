import { SERVICES } from '@generated/shared/shell';
import type { PermissionData } from '@/shared/permissions';
import { mayCall, type CallPlace } from '../access/mayCall';
import type { RouteEntry, WriteAction } from './types';

const WRITE_ACTIONS: readonly string[] = ['create', 'edit', 'delete'] satisfies WriteAction[];

export interface WriteContext {
  activeVenueId: string | null;
  activeCountryId: string | null;
  /** The country of each of the user's venues. */
  venueCountries: ReadonlyMap<string, string>;
}

/**
 * Where the calls of a page act: the active venue on venue pages; the selected country on pages with a country
 * selector (as the server checks country calls); elsewhere anywhere.
 */
export function placeOf(route: RouteEntry, where: Pick<WriteContext, 'activeVenueId' | 'activeCountryId'>): CallPlace {
  if (route.venueScoped) return { venueId: where.activeVenueId };
  if (SERVICES.find((s) => s.id === route.service)?.selector === 'country' && where.activeCountryId) return { country: where.activeCountryId };
  return 'anywhere';
}

/**
 * Whether a generated view may offer creating, editing or deleting (react-admin's `canAccess`): the user holds a
 * permission the call needs where the page acts. The server still decides each call; this only keeps buttons and
 * forms from users whose save would be refused.
 */
export function canWrite(permissions: PermissionData | null | undefined, route: RouteEntry | undefined, action: string, where: WriteContext): boolean {
  if (!route || !WRITE_ACTIONS.includes(action)) return true;
  const needed = route.write?.[action as WriteAction];
  if (needed === undefined) return true;
  return mayCall(permissions, needed, placeOf(route, where), where.venueCountries);
}
