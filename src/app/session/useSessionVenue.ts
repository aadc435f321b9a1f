import type { SessionVenue } from './sessionContext';
import { useSession } from './SessionProvider';

/** The group's home zone: a venue's times are told in it until the venue's own has loaded. */
const HOME_TIME_ZONE = 'Europe/Copenhagen';

/**
 * One of the signed-in person's venues (name, country), undefined when the id is none of theirs, and the time zone
 * its times are told in.
 */
export function useSessionVenue(venueId: string | null | undefined): { venue: SessionVenue | undefined; timeZone: string } {
  const { venues } = useSession();
  const venue = venueId ? venues.find((v) => v.venueId === venueId) : undefined;
  return { venue, timeZone: venue?.timeZone || HOME_TIME_ZONE };
}
