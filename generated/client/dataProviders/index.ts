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
  eodReportRules: 'main',
  eodReports: 'main',
  idam: 'main',
  listNotificationRules: 'main',
  lists: 'main',
  listSessions: 'main',
  media: 'main',
  notifications: 'main',
  operationLinks: 'main',
  personalTodoCategories: 'main',
  personalTodos: 'main',
  pimStockLocations: 'main',
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
  "life/list-rules": 'listNotificationRules',
  "life/operationlinks": 'operationLinks',
  "vp/operationLinks": 'operationLinks',
};
