import { useMemo } from 'react';
import type { CountryCode, ServiceId } from '@generated/shared/shell';
import { useSidebars } from '../navigation/reportEntries';
import { useSession } from '../session/SessionProvider';
import { countryForService, serviceCountries } from './serviceCountries';
import { useSelection } from './useSelection';

export interface ServiceCountries {
  /** The countries the selector offers. */
  countries: CountryCode[];
  /** The country the service should be on now. */
  startOn: CountryCode;
}

/** For a service with a country selector, once permissions and venues are known: where the user may use it; else null. */
export function useServiceCountries(service: ServiceId | null | undefined): ServiceCountries | null {
  const { permissions, venues, venuesLoaded } = useSession();
  const selection = useSelection();
  const sidebars = useSidebars();
  return useMemo(() => {
    const sidebar = sidebars.find((s) => s.service === service);
    if (sidebar?.selector !== 'country' || !permissions || !venuesLoaded) return null;
    const venueCountries = new Map(venues.map((v) => [v.venueId, v.country]));
    return { countries: serviceCountries(sidebar, permissions, venueCountries), startOn: countryForService(sidebar, permissions, venueCountries, selection) };
  }, [service, sidebars, permissions, venues, venuesLoaded, selection]);
}
