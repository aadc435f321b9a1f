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
  bookingEvents: 'setup',
  bookingLocations: 'setup',
  bookings: 'bookings',
  bookingTags: 'setup',
  cockpitReports: 'main',
  guestListItems: 'setup',
  idam: 'main',
  media: 'main',
  notifications: 'main',
  operationLinks: 'main',
  regions: 'main',
  reservationsDocument: 'setup',
  roleInstances: 'main',
  roles: 'main',
  setupProducts: 'setup',
  setupTimeZones: 'setup',
  tags: 'main',
  users: 'main',
  venueDetails: 'setup',
  venueInfo: 'main',
  venueNotes: 'setup',
  venues: 'main',
  venueSections: 'bookings',
  venueSetupCalendarEntries: 'setup',
  venueSetups: 'setup',
  venueTasks: 'main',
};

/** The schema resource behind each react-admin resource (named after its route). */
export const routeResources: Record<string, string> = {
  "life/operationlinks": 'operationLinks',
  "vp/operationLinks": 'operationLinks',
};
