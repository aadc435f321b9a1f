import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SIDEBARS } from '@generated/client/sidebars';
import type { CountryCode, ServiceId } from '@generated/shared/shell';
import { canAccess } from '@/shared/permissions';
import { selectionStore } from '../selection/selectionStore';
import { serviceLandingPath, useNavigation, withSelection } from './useNavigation';

/** Changing service, venue or country: the landing page of the service, or the same page with the new query. */
export function useSwitchers() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { match, permissions, currentService } = useNavigation();

  const goToLanding = (service: ServiceId | null) => {
    const sidebar = SIDEBARS.find((s) => s.service === service);
    const path = sidebar ? serviceLandingPath(sidebar, permissions, selectionStore.get()) : null;
    navigate(path ?? '/pages/no-access');
  };

  /** The page to stay on: a record open in a form belongs to the old venue or country, so its list instead. */
  const stayPath = () => (match && (match.view === 'edit' || match.view === 'show' || match.view === 'create') ? match.route.path : window.location.pathname);

  /** Data of the old venue or country must not show under the new one. */
  const resetData = () => client.resetQueries({ predicate: (q) => q.queryKey[0] !== 'session' });

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
