import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { ROUTES } from '@generated/client/routes';
import { SIDEBARS } from '@generated/client/sidebars';
import type { ServiceId } from '@generated/shared/shell';
import type { PermissionData } from '@/shared/permissions';
import { matchRoute, type RouteMatch } from '../routing/matchRoute';
import { useSelection } from '../selection/useSelection';
import { useSession } from '../session/SessionProvider';
import { useSidebars } from './reportEntries';
import { landingItem, visibleEntries, visibleServices } from './sidebarRules';
import type { ServiceSidebar, SidebarEntry } from './types';

const NO_PERMISSIONS: PermissionData = { globalPermissions: [], venuePermissions: [] };

export interface Navigation {
  match: RouteMatch | null;
  permissions: PermissionData;
  permissionsLoaded: boolean;
  /** Services the user may use, in switcher order. */
  services: ServiceSidebar[];
  currentService: ServiceId | null;
  sidebar: ServiceSidebar | null;
  entries: SidebarEntry[];
}

/** Where the user is and what the sidebar offers there. */
export function useNavigation(): Navigation {
  const { pathname } = useLocation();
  const session = useSession();
  const { venueId } = useSelection();
  const sidebars = useSidebars();
  return useMemo(() => {
    const permissions = session.permissions ?? NO_PERMISSIONS;
    const match = matchRoute(ROUTES, pathname);
    const services = visibleServices(sidebars, permissions);
    const currentService = match?.route.service ?? services[0]?.service ?? null;
    const sidebar = sidebars.find((s) => s.service === currentService) ?? null;
    return {
      match,
      permissions,
      permissionsLoaded: Boolean(session.permissions),
      services,
      currentService,
      sidebar,
      entries: sidebar ? visibleEntries(sidebar, permissions, venueId) : [],
    };
  }, [pathname, session.permissions, venueId, sidebars]);
}

/** The path of a page with the selection query its service uses. */
export function withSelection(path: string, service: ServiceId | null, selection: { venueId: string | null; countryId: string }): string {
  const sidebar = SIDEBARS.find((s) => s.service === service);
  if (sidebar?.selector === 'venue' && selection.venueId) return `${path}?venueId=${encodeURIComponent(selection.venueId)}`;
  if (sidebar?.selector === 'country') return `${path}?countryId=${selection.countryId}`;
  return path;
}

/** The first permitted page of a service, with its selection query. */
export function serviceLandingPath(service: ServiceSidebar, permissions: PermissionData, selection: { venueId: string | null; countryId: string }): string | null {
  const item = landingItem(service, permissions, selection.venueId);
  return item ? withSelection(item.path, service.service, selection) : null;
}
