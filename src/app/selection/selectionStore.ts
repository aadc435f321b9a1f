import { DEFAULT_COUNTRY, type CountryCode } from '@generated/shared/shell';

/** The active venue and country, kept in localStorage under the product prefix. */
export interface Selection {
  venueId: string | null;
  countryId: CountryCode;
}

const VENUE_KEY = 'venue-portal.activeVenue';
const COUNTRY_KEY = 'venue-portal.activeCountry';
const COUNTRIES: CountryCode[] = ['dk', 'no', 'fi', 'uk'];

function read(): Selection {
  const venueId = localStorage.getItem(VENUE_KEY);
  const country = localStorage.getItem(COUNTRY_KEY) as CountryCode | null;
  return { venueId: venueId || null, countryId: country && COUNTRIES.includes(country) ? country : DEFAULT_COUNTRY };
}

let state: Selection = read();
const listeners = new Set<() => void>();

export const selectionStore = {
  get: (): Selection => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(next: Partial<Selection>) {
    const merged = { ...state, ...next };
    if (merged.venueId === state.venueId && merged.countryId === state.countryId) return;
    state = merged;
    if (merged.venueId) localStorage.setItem(VENUE_KEY, merged.venueId);
    else localStorage.removeItem(VENUE_KEY);
    localStorage.setItem(COUNTRY_KEY, merged.countryId);
    listeners.forEach((l) => l());
  },
  /** Forgets the selection (on sign-out), so the next user starts from their own venues. */
  clear() {
    localStorage.removeItem(VENUE_KEY);
    localStorage.removeItem(COUNTRY_KEY);
    state = read();
    listeners.forEach((l) => l());
  },
};

export function isCountryCode(value: string | null | undefined): value is CountryCode {
  return COUNTRIES.includes(value as CountryCode);
}
