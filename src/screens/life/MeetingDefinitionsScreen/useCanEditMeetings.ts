import { useCanWrite } from '@/app/access/useCanWrite';
import { useSelection } from '@/app/selection/useSelection';

/** Whether the user may change the meeting definitions of a country (default: the selected one): vp.life.meetings.edit there. */
export function useCanEditMeetings(country?: string | null): boolean {
  const { countryId } = useSelection();
  return useCanWrite('meetings.update', { country: country ?? countryId });
}
