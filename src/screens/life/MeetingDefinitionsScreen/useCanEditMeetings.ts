import { useSession } from '@/app/session/SessionProvider';
import { useSelection } from '@/app/selection/useSelection';
import { hasPermissionWhere } from '@/shared/permissions';

export const EDIT_MEETINGS = 'vp.life.meetings.edit';

/** Whether the user may change the meeting definitions of a country (default: the selected one): the permission globally or at one of its venues. */
export function useCanEditMeetings(country?: string | null): boolean {
  const { permissions, venues } = useSession();
  const { countryId } = useSelection();
  const where = country ?? countryId;
  if (!permissions || !where) return false;
  return hasPermissionWhere(permissions, EDIT_MEETINGS, (venueId) => venues.find((v) => v.venueId === venueId)?.country === where);
}
