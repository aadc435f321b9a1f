import { ROUTES } from '@generated/client/routes';
import { SIDEBARS } from '@generated/client/sidebars';
import { setRequestContextSource } from '@/data/requestContext';
import { matchRoute } from '../routing/matchRoute';
import { selectionStore } from './selectionStore';

let venueCountries = new Map<string, string>();
let currentUserId: () => string | null = () => null;

/** The country of each of the user's venues, once known. */
export function setVenueCountries(countries: Map<string, string>): void {
  venueCountries = countries;
}

/** Where the signed-in user's id is read, at the moment of each request. */
export function setSignedInUserSource(source: () => string | null): void {
  currentUserId = source;
}

/** Requests use the active venue and country; in the Venue service the country is the active venue's. */
export function installRequestSelection(): void {
  setRequestContextSource(() => {
    const { venueId, countryId } = selectionStore.get();
    const service = matchRoute(ROUTES, window.location.pathname)?.route.service;
    const selector = SIDEBARS.find((s) => s.service === service)?.selector;
    const venueCountry = venueId ? venueCountries.get(venueId) : undefined;
    // The user is read only when asked for: reading the sign-in's account is far dearer than the selection, and most
    // requests need only the venue and the country.
    return {
      venueId,
      countryId: selector === 'venue' && venueCountry ? venueCountry : countryId,
      get userId() {
        return currentUserId();
      },
    };
  });
}
