import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useSearchParams } from 'react-router';
import { posVenuesApi } from '@generated/client/api/posVenues';
import { ROUTES } from '@generated/client/routes';
import type { CountryCode } from '@generated/shared/shell';
import type { PosVenueRecord } from '@generated/shared/types/posVenues';
import { useSession } from '@/app/session/SessionProvider';
import { matchRoute } from '@/app/routing/matchRoute';
import { useSelection } from '@/app/selection/useSelection';
import { hasPermission } from '@/shared/permissions';
import { shared } from './texts';

export const posVenuesKey = (country: string) => ['pos', 'venues', country];
export const posVenueKey = (venueId: string) => ['pos', 'venue', venueId];

/** The POS venues of a country (GET /Venues). */
export function usePosVenues(country: CountryCode, enabled = true) {
  return useQuery({ queryKey: posVenuesKey(country), queryFn: () => posVenuesApi.getList({ countryId: country }) as Promise<PosVenueRecord[]>, enabled });
}

export interface PosVenueChoice {
  /** Venue pages work at the active venue; Upkeep pages pick a POS venue of the selected country. */
  mode: 'venue' | 'upkeep';
  venueId: string | null;
  country: CountryCode;
  /** The venue picker of Upkeep pages (null on venue pages). */
  picker: ReactNode;
  /** True while the Upkeep page is still loading the country's POS venues. */
  loading: boolean;
}

/** Where a POS page works: in the Venue service at the active venue, in its country; in Upkeep in the selected country. */
export function usePosCountry(): { mode: PosVenueChoice['mode']; country: CountryCode } {
  const { pathname } = useLocation();
  const selection = useSelection();
  const session = useSession();
  const mode = pathname.startsWith('/vp/') ? 'venue' : 'upkeep';
  const venueCountry = session.venues.find((v) => v.venueId === selection.venueId)?.country as CountryCode | undefined;
  return { mode, country: mode === 'venue' ? (venueCountry ?? selection.countryId) : selection.countryId };
}

/** The venue a venue-level page works at: the active venue, or on Upkeep pages the `venue` query parameter. */
export function usePosVenue(): PosVenueChoice {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const selection = useSelection();
  const session = useSession();
  const { mode, country } = usePosCountry();
  const venues = usePosVenues(country, mode === 'upkeep');
  if (mode === 'venue') return { mode, venueId: selection.venueId, country, picker: null, loading: false };
  // Only venues where the page's permission is held: the calls at any other would be refused.
  const route = matchRoute(ROUTES, pathname)?.route;
  const permitted = (venueId: string) => !route?.permission || Boolean(session.permissions && hasPermission(session.permissions, route.permission, venueId));
  const list = (venues.data ?? []).filter((v) => permitted(v.venueId));
  const wanted = params.get('venue');
  const venueId = list.find((v) => v.venueId === wanted)?.venueId ?? list[0]?.venueId ?? null;
  const picker = list.length ? (
    <TextField
      select
      size="small"
      label={translate(shared('venue.label'))}
      value={venueId ?? ''}
      onChange={(event) => {
        const next = new URLSearchParams(params);
        next.set('venue', event.target.value);
        setParams(next, { replace: true });
      }}
      sx={{ minWidth: 240 }}
    >
      {list.map((v) => (
        <MenuItem key={v.venueId} value={v.venueId}>
          {v.name}
        </MenuItem>
      ))}
    </TextField>
  ) : null;
  return { mode, venueId, country, picker, loading: venues.isPending };
}
