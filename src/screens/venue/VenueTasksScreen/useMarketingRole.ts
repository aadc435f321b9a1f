import { useQuery } from '@tanstack/react-query';
import { roleInstancesApi } from '@generated/client/api/roleInstances';
import { MARKETING } from './taskTypes';

/** Whether the user holds the role hq at the venue, which Marketing tasks need; the venueId header comes from the active venue. */
export function useMarketingRole(venueId: string): boolean {
  const roles = useQuery({
    queryKey: ['roleInstances', 'myActiveRoles', venueId],
    queryFn: () => roleInstancesApi.myActiveRoles({}),
    staleTime: 5 * 60_000,
  });
  return roles.data?.some((role) => role.roleId === MARKETING) ?? false;
}
