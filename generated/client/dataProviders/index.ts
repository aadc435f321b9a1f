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
  activationPlanBudgets: 'main',
  activationPlanCampaigns: 'main',
  activationPlanChangeLog: 'main',
  activationPlanComments: 'main',
  activationPlanEvents: 'main',
  activationPlanTemplates: 'main',
  campusEmployees: 'main',
  campusLevelChanges: 'main',
  cockpitReports: 'main',
  eodReportRules: 'main',
  eodReports: 'main',
  idam: 'main',
  listNotificationRules: 'main',
  lists: 'main',
  listSessions: 'main',
  media: 'main',
  mediaLibrary: 'main',
  meetingInstances: 'main',
  meetingNotificationRules: 'main',
  meetings: 'main',
  newsArticles: 'main',
  newsComments: 'main',
  notifications: 'main',
  operationLinks: 'main',
  personalTodoCategories: 'main',
  personalTodos: 'main',
  pimStockLocations: 'main',
  plandayPayrateChanges: 'main',
  powerBi: 'main',
  regions: 'main',
  roleInstances: 'main',
  roles: 'main',
  tags: 'main',
  users: 'main',
  venueDrive: 'main',
  venueInfo: 'main',
  venues: 'main',
  venueTasks: 'main',
  venueTrainingSessions: 'main',
  wizardInstances: 'main',
};

/** The schema resource behind each react-admin resource (named after its route). */
export const routeResources: Record<string, string> = {
  "cockpit/employees": 'campusEmployees',
  "cockpit/training-sessions": 'venueTrainingSessions',
  "cockpit/wizard-instances": 'wizardInstances',
  "cp/reports": 'cockpitReports',
  "life/list-rules": 'listNotificationRules',
  "life/meeting-rules": 'meetingNotificationRules',
  "life/operationlinks": 'operationLinks',
  "vp/operationLinks": 'operationLinks',
};
