import type { CountryCode } from '../types';

/** A guest as the search lists them. */
export interface GuestSummary {
  id: string;
  country: CountryCode;
  venueId: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  birthDate: string | null;
  anonymizedAt: string | null;
  createdAt: string;
}

/** A page of the guest search. */
export interface SearchResult {
  items: GuestSummary[];
  top: number;
  skip: number;
  /** More guests match after this page. */
  hasMore: boolean;
  /** Matching guests, counted up to 1,000 (SEARCH_COUNT_CAP); null unless includeCount was asked for. */
  count: number | null;
  countCapped: boolean;
}
