import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listSessionsApi } from '@generated/client/api/listSessions';
import { listsApi } from '@generated/client/api/lists';

/** A page of a server-paged list (1-based). */
export interface Paging {
  page: number;
  perPage: number;
}

/** How the exports of the session lists read each page, with the screens' own arguments. */
export const visitsPager = (venueId: string, earlier = false) => ({ page, perPage }: Paging, signal: AbortSignal) => listSessionsApi.visits({ venueId, page, perPage, earlier: earlier || undefined }, { signal });
export const reviewsPager = (venueId: string, earlier = false) => ({ page, perPage }: Paging, signal: AbortSignal) =>
  listSessionsApi.maintenanceReviews({ venueId, page, perPage, earlier: earlier || undefined }, { signal });
export const submissionsPager = (venueId: string, listId: string) => ({ page, perPage }: Paging, signal: AbortSignal) => listSessionsApi.byVenueAndList({ venueId, listId, page, perPage }, { signal });

/** The queries of the Visits & Reviews screens; every one starts with 'listSessions' and the venue. Lists are paged by the server. */
export const useVisits = (venueId: string, { page, perPage }: Paging, earlier = false) =>
  useQuery({
    queryKey: ['listSessions', venueId, 'visits', page, perPage, earlier],
    queryFn: () => listSessionsApi.visits({ venueId, page, perPage, earlier: earlier || undefined }),
    placeholderData: keepPreviousData,
  });
export const useReviews = (venueId: string, { page, perPage }: Paging, earlier = false) =>
  useQuery({
    queryKey: ['listSessions', venueId, 'reviews', page, perPage, earlier],
    queryFn: () => listSessionsApi.maintenanceReviews({ venueId, page, perPage, earlier: earlier || undefined }),
    placeholderData: keepPreviousData,
  });
export const useVenueLists = (venueId: string) => useQuery({ queryKey: ['listSessions', venueId, 'lists'], queryFn: () => listsApi.queryLatestForVenue({ venueId }) });
export const useSubmissions = (venueId: string, listId: string, { page, perPage }: Paging) =>
  useQuery({
    queryKey: ['listSessions', venueId, 'byList', listId, page, perPage],
    queryFn: () => listSessionsApi.byVenueAndList({ venueId, listId, page, perPage }),
    placeholderData: keepPreviousData,
  });
export const useSessionDetail = (venueId: string, id: string, old = false) =>
  useQuery({ queryKey: ['listSessions', venueId, 'detail', id], queryFn: () => (old ? listSessionsApi.visitDetails({ surveySessionId: id }) : listSessionsApi.getOne({ id })) });
