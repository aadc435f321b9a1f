import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SIDEBARS } from '@generated/client/sidebars';
import { PERMISSIONS } from '@generated/shared/permissions';
import { venueWithMostPermissions } from '@/shared/permissions';
import { useNavigation } from '../navigation/useNavigation';
import { useSession } from '../session/SessionProvider';
import { isCountryCode, selectionStore } from './selectionStore';
import { setVenueCountries } from './requestSelection';
import { useServiceCountries } from './useServiceCountries';

/**
 * Keeps the active venue and country, the URL's venueId / countryId query and the request headers in step:
 * a valid query value wins and is remembered; otherwise the remembered one (or, for a first visit, the venue
 * with the most permissions) is put into the URL.
 */
export function SelectionSync() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const { match } = useNavigation();
  // Only pages of a service carry its selection; `/` and unknown paths are on their way elsewhere.
  const selector = match ? (SIDEBARS.find((s) => s.service === match.route.service)?.selector ?? null) : null;
  const serviceCountries = useServiceCountries(match?.route.service);

  useEffect(() => {
    if (!session.venuesLoaded) return;
    const known = (id: string | null) => Boolean(id && session.venues.some((v) => v.venueId === id));
    if (!known(selectionStore.get().venueId) && session.venues.length && session.permissions) {
      selectionStore.set({ venueId: venueWithMostPermissions(session.permissions, session.venues.map((v) => v.venueId), PERMISSIONS) });
    }
    const params = new URLSearchParams(location.search);
    if (selector === 'venue') {
      const wanted = params.get('venueId');
      if (wanted && known(wanted)) selectionStore.set({ venueId: wanted });
      const venueId = selectionStore.get().venueId;
      if (venueId && params.get('venueId') !== venueId) {
        params.set('venueId', venueId);
        navigate({ pathname: location.pathname, search: `?${params.toString()}` }, { replace: true });
      }
    } else if (selector === 'country' && serviceCountries) {
      // A country in the URL is taken when the user may use the service there; otherwise one where they may.
      const wanted = params.get('countryId');
      if (isCountryCode(wanted) && (!serviceCountries.countries.length || serviceCountries.countries.includes(wanted))) selectionStore.set({ countryId: wanted });
      else selectionStore.set({ countryId: serviceCountries.startOn });
      const countryId = selectionStore.get().countryId;
      if (params.get('countryId') !== countryId) {
        params.set('countryId', countryId);
        navigate({ pathname: location.pathname, search: `?${params.toString()}` }, { replace: true });
      }
    }
  }, [location.pathname, location.search, selector, serviceCountries, session.venuesLoaded, session.venues, session.permissions, navigate]);

  useEffect(() => {
    setVenueCountries(new Map(session.venues.map((v) => [v.venueId, v.country])));
  }, [session.venues]);

  return null;
}
