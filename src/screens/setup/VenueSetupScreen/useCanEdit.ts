import { hasPermission } from '@/shared/permissions';
import { useSession } from '@/app/session/SessionProvider';

/** Changing venues, setups, sections, tables, policies, products and the calendar needs vp.vp.booking.setup at the venue. */
export function useCanEditSetup(venueId: string): boolean {
  const session = useSession();
  return Boolean(session.permissions && hasPermission(session.permissions, 'vp.vp.booking.setup', venueId));
}
