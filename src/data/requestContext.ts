import type { ParamSource } from './types';

/**
 * What every request carries besides its own parameters: the active venue and country (headers VenueId and
 * CountryId, and parameters filled from the selection) and the signed-in user. The shell registers where
 * these come from; they are read at the moment of each request, so they are never stale.
 */
export interface RequestContextValues {
  venueId: string | null;
  countryId: string | null;
  userId: string | null;
}

let source: () => RequestContextValues = () => ({ venueId: null, countryId: null, userId: null });

export function setRequestContextSource(next: () => RequestContextValues): void {
  source = next;
}

export function getRequestContext(): RequestContextValues {
  return source();
}

export function fromSelection(param: ParamSource): string | null {
  const current = source();
  if (param === 'activeVenue') return current.venueId;
  if (param === 'activeCountry') return current.countryId;
  return current.userId;
}
