import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { posDevicesApi } from '@generated/client/api/posDevices';
import { posVenuesApi } from '@generated/client/api/posVenues';
import type { PosVenueRecord } from '@generated/shared/types/posVenues';
import { posVenueKey } from '../PosShared/usePosVenue';
import { shared } from '../PosShared/texts';

export const terminalsKey = (venueId: string) => ['pos', 'terminals', venueId];

export function useVenue(venueId: string) {
  return useQuery({ queryKey: posVenueKey(venueId), queryFn: () => posVenuesApi.getOne({ id: venueId }) as Promise<PosVenueRecord> });
}

export function useTerminals(venueId: string) {
  return useQuery({ queryKey: terminalsKey(venueId), queryFn: () => posDevicesApi.getList({ venueId }) });
}

/**
 * A change of the venue's set-up. After each, the venue list and the venue are reloaded (section 4); a change of
 * terminals reloads the terminal list.
 */
export function useVenueChange<I>(venueId: string, run: (input: I) => Promise<unknown>, what: 'venue' | 'terminals' = 'venue') {
  const client = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      notify(shared('done.saved'), { type: 'success' });
      if (what === 'terminals') return client.invalidateQueries({ queryKey: terminalsKey(venueId) });
      return Promise.all([client.invalidateQueries({ queryKey: ['pos', 'venues'] }), client.invalidateQueries({ queryKey: posVenueKey(venueId) })]);
    },
  });
}
