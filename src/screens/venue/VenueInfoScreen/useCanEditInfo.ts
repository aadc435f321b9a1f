import { useSession } from '@/app/session/SessionProvider';
import { hasPermission } from '@/shared/permissions';

const EDIT_PERMISSION = 'vp.vp.venueinfo.edit';

/** Whether the user may edit the venue's info: the permission globally or at the active venue. */
export function useCanEditInfo(venueId: string): boolean {
  const { permissions } = useSession();
  return permissions !== null && hasPermission(permissions, EDIT_PERMISSION, venueId);
}
