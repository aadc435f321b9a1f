import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CountryCode, ServiceId } from '@generated/shared/shell';
import { canAccess } from '@/shared/permissions';
import { countryForService } from '../selection/serviceCountries';
import { selectionStore } from '../selection/selectionStore';
import { useSession } from '../session/SessionProvider';
import { useSidebars } from './reportEntries';
import { serviceLandingPath, useNavigation, withSelection } from './useNavigation';

/** Changing service, venue or country: the landing page of the service, or the same page with the new query. */
export function useSwitchers() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { venues } = useSession();
  // The sidebars as the user sees them, cockpit reports included: the landing item is the first one shown.
  const sidebars = useSidebars();
  const { match, permissions, currentService } = useNavigation();

  /** Data of the old venue or country must not show under the new one. */
  const resetData = () => client.resetQueries({ predicate: (q) => q.queryKey[0] !== 'session' });

  const goToLanding = (service: ServiceId | null) => {
    const sidebar = sidebars.find((s) => s.service === service);
    if (sidebar?.selector === 'country') {
      // The service opens on a country where the user may use it, before its first call asks for that country.
      const countryId = countryForService(sidebar, permissions, new Map(venues.map((v) => [v.venueId, v.country])), selectionStore.get());
      if (countryId !== selectionStore.get().countryId) {
        selectionStore.set({ countryId });
        resetData();
      }
    }
    const path = sidebar ? serviceLandingPath(sidebar, permissions, selectionStore.get()) : null;
    navigate(path ?? '/pages/no-access');
  };

  /** The page to stay on: a record open in a form belongs to the old venue or country, so its list instead. */
  const stayPath = () => (match && (match.view === 'edit' || match.view === 'show' || match.view === 'create') ? match.route.path : window.location.pathname);

  return {
    switchService(service: ServiceId) {
      goToLanding(service);
    },
    switchVenue(venueId: string) {
      if (venueId === selectionStore.get().venueId) return;
      selectionStore.set({ venueId });
      resetData();
      if (match && canAccess(permissions, match.route, venueId)) navigate(withSelection(stayPath(), currentService, selectionStore.get()));
      else goToLanding(currentService);
    },
    switchCountry(countryId: CountryCode) {
      if (countryId === selectionStore.get().countryId) return;
      selectionStore.set({ countryId });
      resetData();
      navigate(withSelection(stayPath(), currentService, selectionStore.get()));
    },
  };
}
