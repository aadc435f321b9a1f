import { useQuery } from '@tanstack/react-query';
import { roleInstancesApi } from '@generated/client/api/roleInstances';
import { TODO_ROLES, type TodoRole } from './types';

/**
 * The user's roles at the venue (GET /Idam/User/Roles/Active with the venueId header) that to-dos are kept for, in
 * the order the server gives them; the first is the one selected by default.
 */
export function useTodoRoles(venueId: string) {
  const roles = useQuery({
    queryKey: ['roleInstances', 'myActiveRoles', venueId],
    queryFn: () => roleInstancesApi.myActiveRoles({ venueId }),
    staleTime: 5 * 60_000,
  });
  const todoRoles = (roles.data ?? []).map((r) => r.roleId).filter((r): r is TodoRole => (TODO_ROLES as string[]).includes(r));
  return { roles: todoRoles, isPending: roles.isPending, error: roles.error, refetch: roles.refetch };
}
