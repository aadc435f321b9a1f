import { useSession } from '@/app/session/SessionProvider';
import { hasPermission, hasPermissionWhere } from '@/shared/permissions';

export const POS = 'pp.pos.poc.show';
export const POS_EDIT = 'pp.pos.poc.edit';
export const VENUE_STOCK = 'vp.vp.pim.stockmanagement.show';
export const UPKEEP_STOCK = 'pp.pim.stockmanagement.show';
export const PRODUCT_REQUESTS = 'pp.pim.stockproductrequests.show';

/** Whether the user holds a permission at a venue (or globally). */
export function useCanAtVenue(permission: string, venueId: string | null | undefined): boolean {
  const { permissions } = useSession();
  return Boolean(permissions && venueId && hasPermission(permissions, permission, venueId));
}

/** Whether the user holds a permission globally or at a venue of the country, as the server checks country calls. */
export function useCanInCountry(permission: string, country: string): boolean {
  const { permissions, venues } = useSession();
  if (!permissions) return false;
  const countries = new Map(venues.map((v) => [v.venueId, v.country]));
  return hasPermissionWhere(permissions, permission, (venueId) => countries.get(venueId) === country);
}
