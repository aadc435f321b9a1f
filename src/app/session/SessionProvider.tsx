import { useQuery, useQueryClient } from '@tanstack/react-query';
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

/**
 * After sign-in: permissions first (the selection settles its venue and country by them once the venues are known),
 * then cockpit reports, the user's venues, the current user and notifications at once, then the global venues (spec 000 §1). Asked one after another, each answer re-rendered the shell before the next question
 * left, and on a busy tablet the first screen waited seconds for the venues behind that chain.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const minutes = (n: number) => n * 60_000;
  const client = useQueryClient();
  // Report definitions are cached for minutes; a save on /cp/reports loads them again at once.
  useEffect(() => refreshSessionOnWrites(client, [{ resource: 'cockpitReports', queryKey: SESSION_KEYS.cockpitReports }]), [client]);
  const permissions = useQuery({ queryKey: SESSION_KEYS.permissions, queryFn: loadPermissions, staleTime: minutes(5) });
  const reports = useQuery({ queryKey: SESSION_KEYS.cockpitReports, queryFn: () => cockpitReportsApi.getList({}), staleTime: minutes(10), enabled: permissions.isFetched });
  const venues = useQuery({ queryKey: SESSION_KEYS.venues, queryFn: () => idamApi.myVenues({ useCache: true }), staleTime: minutes(10), enabled: permissions.isFetched });
  const me = useQuery({
    queryKey: SESSION_KEYS.me,
    queryFn: () => usersApi.getOne({ userId: getRequestContext().userId ?? '' }),
    staleTime: minutes(10),
    enabled: permissions.isFetched && Boolean(getRequestContext().userId),
  });
  const notifications = useQuery({
    queryKey: SESSION_KEYS.notifications,
    queryFn: () => notificationsApi.listMine({}),
    enabled: permissions.isFetched,
    refetchInterval: minutes(1),
  });
  const firstWaveDone = permissions.isFetched && [reports, venues, me, notifications].every((query) => query.isFetched || !query.isEnabled);
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
