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
  cookiePopupSettings: 'crm',
  cookies: 'crm',
  crmStatistics: 'crm',
  dataController: 'crm',
  dataProcessors: 'crm',
  emailConversations: 'crm',
  emailSignatures: 'crm',
  emailSyncAccounts: 'crm',
  eodReportRules: 'main',
  eodReports: 'main',
  feedback: 'crm',
  guestProfiles: 'crm',
  guestSegments: 'crm',
  idam: 'main',
  legalDocuments: 'crm',
  listNotificationRules: 'main',
  lists: 'main',
  listSessions: 'main',
  media: 'main',
  mediaLibrary: 'main',
  meetingInstances: 'main',
  meetingNotificationRules: 'main',
  meetings: 'main',
  messengerConversations: 'crm',
  messengerIdentities: 'crm',
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
