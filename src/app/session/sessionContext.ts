import { createContext } from 'react';
import type { CockpitReportRecord } from '@generated/shared/types/cockpitReports';
import type { NotificationRecord } from '@generated/shared/types/notifications';
import type { usersApi } from '@generated/client/api/users';
import type { VenueRecord } from '@generated/shared/types/venues';
import type { PermissionData } from '@/shared/permissions';

export interface SessionVenue {
  venueId: string;
  name: string;
  logoUrl: string | null;
  country: string;
  timeZone: string;
}

export interface Session {
  permissions: PermissionData | null;
  cockpitReports: CockpitReportRecord[];
  venues: SessionVenue[];
  venuesLoaded: boolean;
  me: Awaited<ReturnType<typeof usersApi.getOne>> | null;
  notifications: NotificationRecord[];
  globalVenues: VenueRecord[];
}

/** The signed-in user's session; `SessionProvider` fills it after sign-in (tests give a fixed one). */
export const SessionContext = createContext<Session | null>(null);
