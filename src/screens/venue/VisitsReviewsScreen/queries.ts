import { useQuery } from '@tanstack/react-query';
import { listSessionsApi } from '@generated/client/api/listSessions';
import { listsApi } from '@generated/client/api/lists';

/** The queries of the Visits & Reviews screens; every one starts with 'listSessions' and the venue. */
export const useVisits = (venueId: string) => useQuery({ queryKey: ['listSessions', venueId, 'visits'], queryFn: () => listSessionsApi.visits({ venueId }) });
export const useReviews = (venueId: string) => useQuery({ queryKey: ['listSessions', venueId, 'reviews'], queryFn: () => listSessionsApi.maintenanceReviews({ venueId }) });
export const useVenueLists = (venueId: string) => useQuery({ queryKey: ['listSessions', venueId, 'lists'], queryFn: () => listsApi.queryLatestForVenue({ venueId }) });
export const useSubmissions = (venueId: string, listId: string) =>
  useQuery({ queryKey: ['listSessions', venueId, 'byList', listId], queryFn: () => listSessionsApi.byVenueAndList({ venueId, listId }) });
export const useSessionDetail = (venueId: string, id: string, old = false) =>
  useQuery({ queryKey: ['listSessions', venueId, 'detail', id], queryFn: () => (old ? listSessionsApi.visitDetails({ surveySessionId: id }) : listSessionsApi.getOne({ id })) });
