// Generated from the schema by `npm run generate`. Do not edit.
import type { ApiSurface } from '@/data/types';
import { mainDataProvider } from './main';
import { crmDataProvider } from './crm';
import { bookingsDataProvider } from './bookings';
import { setupDataProvider } from './setup';
import { posDataProvider } from './pos';

export const surfaceDataProviders = {
  main: mainDataProvider,
  crm: crmDataProvider,
  bookings: bookingsDataProvider,
  setup: setupDataProvider,
  pos: posDataProvider,
};

/** The API surface serving each resource. */
export const resourceSurfaces: Record<string, ApiSurface> = {
  cockpitReports: 'main',
  cookiePopupSettings: 'crm',
  cookies: 'crm',
  crmStatistics: 'crm',
  dataController: 'crm',
  dataProcessors: 'crm',
  emailConversations: 'crm',
  emailSignatures: 'crm',
  emailSyncAccounts: 'crm',
  feedback: 'crm',
  guestProfiles: 'crm',
  guestSegments: 'crm',
  idam: 'main',
  legalDocuments: 'crm',
  media: 'main',
  messengerConversations: 'crm',
  messengerIdentities: 'crm',
  notifications: 'main',
  operationLinks: 'main',
  regions: 'main',
  roleInstances: 'main',
  roles: 'main',
  tags: 'main',
  users: 'main',
  venueInfo: 'main',
  venues: 'main',
  venueTasks: 'main',
};

/** The schema resource behind each react-admin resource (named after its route). */
export const routeResources: Record<string, string> = {
  "life/operationlinks": 'operationLinks',
  "vp/operationLinks": 'operationLinks',
};
