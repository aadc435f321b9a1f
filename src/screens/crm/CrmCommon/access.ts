import { grants, hasPermission, hasPermissionAnyVenue } from '@/shared/permissions';
import { useSession } from '@/app/session/SessionProvider';

/** Head office: the permission is held globally, as the server decides (docs/decisions.md, CRM activation). */
export function useIsHeadOffice(permission: string): boolean {
  const { permissions } = useSession();
  return Boolean(permissions && grants(permissions.globalPermissions, permission));
}

export function useHasPermission(permission: string): boolean {
  const { permissions } = useSession();
  return Boolean(permissions && hasPermissionAnyVenue(permissions, permission));
}

/** The venues of the group for pickers, by name; with a permission, only those where the user holds it. */
export function useVenueOptions(permission?: string): { id: string; name: string; country: string }[] {
  const { globalVenues, venues, permissions } = useSession();
  const list = globalVenues.length ? globalVenues.map((v) => ({ id: v.id, name: v.name ?? v.id, country: (v.country as string) ?? '' })) : venues.map((v) => ({ id: v.venueId, name: v.name, country: v.country }));
  const allowed = permission && permissions ? list.filter((v) => hasPermission(permissions, permission, v.id)) : list;
  return [...allowed].sort((a, b) => a.name.localeCompare(b.name));
}
