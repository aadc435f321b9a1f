import { grants, hasPermission, hasPermissionAnyVenue, hasPermissionWhere, type PermissionData } from '@/shared/permissions';

/**
 * Where a call acts, as the server checks it: at a venue, in a country, anywhere (any venue will do), or everywhere
 * (the permission held globally: what only head office may do).
 */
export type CallPlace = { venueId: string | null | undefined } | { country: string | null | undefined } | 'anywhere' | 'global';

/**
 * Whether a user may make a call that needs any of `needed` (null: every signed-in user) where it acts: at a venue,
 * the permission held globally or there; in a country, globally or at a venue of that country; anywhere, globally or
 * at any venue. Without a venue or country to act in, a call that needs a permission is not offered.
 */
export function mayCall(permissions: PermissionData | null | undefined, needed: readonly string[] | null, place: CallPlace, venueCountries: ReadonlyMap<string, string>): boolean {
  if (!needed) return true;
  if (!permissions) return false;
  if (place === 'anywhere') return needed.some((p) => hasPermissionAnyVenue(permissions, p));
  if (place === 'global') return needed.some((p) => grants(permissions.globalPermissions, p));
  if ('venueId' in place) return Boolean(place.venueId) && needed.some((p) => hasPermission(permissions, p, place.venueId));
  if (!place.country) return false;
  // A venue whose country is not known yet (the venue list still loading) is taken to be in the country.
  return needed.some((p) => hasPermissionWhere(permissions, p, (venueId) => (venueCountries.get(venueId) ?? place.country) === place.country));
}
