import { useQuery } from '@tanstack/react-query';
import { tonightAcrossVenuesApi } from '@generated/client/api/tonightAcrossVenues';

/** How often the board asks again while it is open (docs/decisions.md: polling rather than a bookings hub). */
export const TONIGHT_REFRESH_MS = 30_000;

/** Every permitted venue's night; while `live`, asked again every 30 s and when the window gets the focus back. */
export function useTonight(live = true) {
  return useQuery({
    queryKey: ['bookings', 'tonightAcrossVenues'],
    queryFn: () => tonightAcrossVenuesApi.tonight({}),
    refetchInterval: live ? TONIGHT_REFRESH_MS : false,
    refetchOnWindowFocus: live,
  });
}

/** The booking percentage of each night of a month at every venue the user may see, in one call. */
export function useMonthOccupancy(year: number, month: number) {
  return useQuery({
    queryKey: ['bookings', 'occupancyAcrossVenues', year, month],
    queryFn: () => tonightAcrossVenuesApi.month({ year, month }),
  });
}

/** Table Booking on a venue's night: the venue is chosen through the address, as the venue selector does. */
export const nightLink = (venueId: string, night: string) => `/marcom/marcom?venueId=${encodeURIComponent(venueId)}&night=${night}`;
