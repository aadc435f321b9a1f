import { useSession } from '@/app/session/SessionProvider';
import { hasPermissionWhere } from '@/shared/permissions';

export const EDIT_LISTS = 'vp.life.lists.edit';

/** Whether the user may change the lists of a country: the permission globally or at one of its venues. */
export function useCanEditLists(country: string | null | undefined): boolean {
  const { permissions, venues } = useSession();
  if (!permissions || !country) return false;
  return hasPermissionWhere(permissions, EDIT_LISTS, (venueId) => venues.find((v) => v.venueId === venueId)?.country === country);
}
