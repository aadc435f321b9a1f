import { useQuery } from '@tanstack/react-query';
import { guestRequestsApi } from '@generated/client/api/guestRequests';

export type GuestRequest = Awaited<ReturnType<typeof guestRequestsApi.getOne>>;
export type ListFilter = NonNullable<Parameters<typeof guestRequestsApi.getList>[0]>;

export const requestsKey = ['guestRequests'] as const;

/** The register with the filters chosen; every write invalidates `requestsKey`. */
export function useGuestRequests(filter: ListFilter) {
  return useQuery({ queryKey: [...requestsKey, filter], queryFn: () => guestRequestsApi.getList(filter) });
}
