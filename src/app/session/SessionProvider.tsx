import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useMemo, type ReactNode } from 'react';
import { cockpitReportsApi } from '@generated/client/api/cockpitReports';
import { idamApi } from '@generated/client/api/idam';
import { notificationsApi } from '@generated/client/api/notifications';
import { usersApi } from '@generated/client/api/users';
import { venuesApi } from '@generated/client/api/venues';
import { getRequestContext } from '@/data/requestContext';
import { SessionContext, type Session } from './sessionContext';
import { refreshSessionOnWrites } from './sessionRefresh';

export type { Session, SessionVenue } from './sessionContext';

export const SESSION_KEYS = {
  permissions: ['session', 'permissions'],
  cockpitReports: ['session', 'cockpitReports'],
  venues: ['session', 'venues'],
  me: ['session', 'me'],
  notifications: ['session', 'notifications'],
  globalVenues: ['session', 'globalVenues'],
} as const;

export const loadPermissions = () => idamApi.myPermissions({ useCache: true });

const minutes = (n: number) => n * 60_000;

/** The first wave of the session's questions, as the provider and the prefetch ask them. */
const FIRST_WAVE = {
  permissions: () => queryOptions({ queryKey: SESSION_KEYS.permissions, queryFn: loadPermissions, staleTime: minutes(5) }),
  // Report definitions are cached for minutes; a save on /cp/reports loads them again at once.
  reports: () => queryOptions({ queryKey: SESSION_KEYS.cockpitReports, queryFn: () => cockpitReportsApi.getList({}), staleTime: minutes(10) }),
  venues: () => queryOptions({ queryKey: SESSION_KEYS.venues, queryFn: () => idamApi.myVenues({ useCache: true }), staleTime: minutes(10) }),
  me: () => {
    const { userId } = getRequestContext();
    return queryOptions({ queryKey: SESSION_KEYS.me, queryFn: () => usersApi.getOne({ userId: userId ?? '' }), staleTime: minutes(10), enabled: Boolean(userId) });
  },
  // Asked again every minute; the prefetched answer counts as fresh until then.
  notifications: () => queryOptions({ queryKey: SESSION_KEYS.notifications, queryFn: () => notificationsApi.listMine({}), staleTime: minutes(1), refetchInterval: minutes(1) }),
};

/**
 * Asks the first wave as the portal starts, beside react-admin's sign-in check, so that the answers are in (or on
 * their way) when the layout that needs them mounts.
 */
export function prefetchSession(client: QueryClient): void {
  void client.prefetchQuery(FIRST_WAVE.permissions());
  void client.prefetchQuery(FIRST_WAVE.reports());
  void client.prefetchQuery(FIRST_WAVE.venues());
  void client.prefetchQuery(FIRST_WAVE.notifications());
  const me = FIRST_WAVE.me();
  if (me.enabled) void client.prefetchQuery(me);
}

/**
 * After sign-in: the permissions, cockpit reports, the user's venues, the current user and notifications at once, then
 * the global venues (spec 000 §1). The selection settles its venue and country once both the permissions and the venues
 * are in (SelectionSync). Asked one after another, each answer re-rendered the shell before the next question left, and
 * on a busy tablet the first screen waited seconds for the venues behind that chain.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  useEffect(() => refreshSessionOnWrites(client, [{ resource: 'cockpitReports', queryKey: SESSION_KEYS.cockpitReports }]), [client]);
  const permissions = useQuery(FIRST_WAVE.permissions());
  const reports = useQuery(FIRST_WAVE.reports());
  const venues = useQuery(FIRST_WAVE.venues());
  const me = useQuery(FIRST_WAVE.me());
  const notifications = useQuery(FIRST_WAVE.notifications());
  const firstWaveDone = [permissions, reports, venues, me, notifications].every((query) => query.isFetched || !query.isEnabled);
  const globalVenues = useQuery({ queryKey: SESSION_KEYS.globalVenues, queryFn: () => venuesApi.getList({}), staleTime: minutes(10), enabled: firstWaveDone });

  const value = useMemo<Session>(() => {
    return {
      permissions: permissions.data ?? null,
      cockpitReports: reports.data ?? [],
      venues: venues.data ?? [],
      venuesLoaded: venues.isFetched,
      me: me.data ?? null,
      notifications: notifications.data ?? [],
      globalVenues: globalVenues.data ?? [],
    };
  }, [permissions.data, reports.data, venues.data, venues.isFetched, me.data, notifications.data, globalVenues.data]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside the SessionProvider');
  return session;
}

/** Refetches a part of the session (after marking notifications read, for example). */
export function useRefreshSession() {
  const client = useQueryClient();
  return (key: keyof typeof SESSION_KEYS) => client.invalidateQueries({ queryKey: SESSION_KEYS[key] });
}
