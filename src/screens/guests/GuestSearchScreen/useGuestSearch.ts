import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { guestProfilesApi } from '@generated/client/api/guestProfiles';
import type { CountryCode } from '@generated/shared/shell';

export type SearchMode = 'all' | 'venue' | 'referrals';
export const PAGE_SIZES = [25, 50, 100] as const;

export interface SearchState {
  query: string;
  mode: SearchMode;
  venueId: string | null;
  page: number;
  size: number;
}

/** The search in the URL (q, mode, venue, page, size) beside the shell's countryId, so a search can be shared and Back returns to it. */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const mode = (['all', 'venue', 'referrals'] as const).find((m) => m === params.get('mode')) ?? 'all';
  const size = PAGE_SIZES.find((s) => String(s) === params.get('size')) ?? PAGE_SIZES[0];
  const page = Math.max(0, Math.floor(Number(params.get('page')) || 0));
  const state: SearchState = { query: params.get('q') ?? '', mode, venueId: params.get('venue'), page, size };
  const update = useCallback(
    (next: Partial<SearchState>) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          const set = (key: string, value: string | number | null | undefined, fallback?: string | number) =>
            value === null || value === undefined || value === '' || value === fallback ? out.delete(key) : out.set(key, String(value));
          if ('query' in next) set('q', next.query);
          if ('mode' in next) set('mode', next.mode, 'all');
          if ('venueId' in next) set('venue', next.venueId);
          if ('size' in next) set('size', next.size, PAGE_SIZES[0]);
          // A new search or page size starts at the first page.
          set('page', 'page' in next ? next.page : 0, 0);
          return out;
        },
        { replace: !('page' in next) },
      ),
    [setParams],
  );
  return [state, update] as const;
}

/** A page of the search; `exportReason` marks a page of the Export, which the server logs per guest with the reason. */
export function fetchPage(country: CountryCode, state: SearchState, paging: { top: number; skip: number; includeCount?: boolean; exportReason?: string }) {
  const query = state.query.trim() || undefined;
  if (state.mode === 'venue') return guestProfilesApi.searchByVenue({ country, venueId: state.venueId!, query, ...paging });
  if (state.mode === 'referrals') return guestProfilesApi.myReferrals({ country, query, ...paging });
  return guestProfilesApi.search({ country, query, ...paging });
}

export const guestSearchKey = (country: CountryCode) => ['guestSearch', country] as const;

/**
 * One page of guests, and the count of the whole search in a query of its own: the count is asked for once per
 * search (the server stops counting at 1,000), the pages as the user moves through them.
 */
export function useGuestSearch(country: CountryCode, state: SearchState) {
  const enabled = state.mode !== 'venue' || Boolean(state.venueId);
  const filter = [state.mode, state.venueId, state.query.trim().toLowerCase()];
  const page = useQuery({
    queryKey: [...guestSearchKey(country), ...filter, state.page, state.size],
    queryFn: () => fetchPage(country, state, { top: state.size, skip: state.page * state.size }),
    placeholderData: keepPreviousData,
    enabled,
  });
  const count = useQuery({
    queryKey: [...guestSearchKey(country), ...filter, 'count'],
    queryFn: () => fetchPage(country, state, { top: 1, skip: 0, includeCount: true }),
    enabled,
    staleTime: 60_000,
  });
  return { page, count, enabled };
}
