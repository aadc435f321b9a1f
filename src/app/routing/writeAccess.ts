import { SERVICES } from '@generated/shared/shell';
import { hasPermission, hasPermissionWhere, type PermissionData } from '@/shared/permissions';
import type { RouteEntry, WriteAction } from './types';

const WRITE_ACTIONS: readonly string[] = ['create', 'edit', 'delete'] satisfies WriteAction[];

export interface WriteContext {
  activeVenueId: string | null;
  activeCountryId: string | null;
  /** The country of each of the user's venues. */
  venueCountries: ReadonlyMap<string, string>;
}

/**
 * Whether a generated view may offer creating, editing or deleting (react-admin's `canAccess`): the user holds a
 * permission the call needs — at the active venue on venue pages; on pages with a country selector globally or at
 * a venue of the selected country (as the server checks country calls); elsewhere globally or at any venue. The
 * server still decides each call; this only keeps buttons and forms from users whose save would be refused.
 */
export function canWrite(permissions: PermissionData | null | undefined, route: RouteEntry | undefined, action: string, where: WriteContext): boolean {
  if (!route || !WRITE_ACTIONS.includes(action)) return true;
  const needed = route.write?.[action as WriteAction];
  if (needed === undefined || needed === null) return true;
  if (!permissions) return false;
  if (route.venueScoped) return needed.some((p) => hasPermission(permissions, p, where.activeVenueId));
  const byCountry = SERVICES.find((s) => s.id === route.service)?.selector === 'country' && where.activeCountryId;
  const accept = (venueId: string) => !byCountry || (where.venueCountries.get(venueId) ?? where.activeCountryId) === where.activeCountryId;
  return needed.some((p) => hasPermissionWhere(permissions, p, accept));
}
