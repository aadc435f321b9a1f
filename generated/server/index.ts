// Generated from every resource in schema/ by `npm run generate`. Do not edit.
import type { EndpointRoute, ResourceMeta } from '@/server/api/types';
import { cockpitReportsResource, cockpitReportsRoutes } from './resources/cockpitReports';
import { cookiePopupSettingsResource, cookiePopupSettingsRoutes } from './resources/cookiePopupSettings';
import { cookiesResource, cookiesRoutes } from './resources/cookies';
import { crmStatisticsResource, crmStatisticsRoutes } from './resources/crmStatistics';
import { dataControllerResource, dataControllerRoutes } from './resources/dataController';
import { dataProcessorsResource, dataProcessorsRoutes } from './resources/dataProcessors';
import { emailConversationsResource, emailConversationsRoutes } from './resources/emailConversations';
import { emailSignaturesResource, emailSignaturesRoutes } from './resources/emailSignatures';
import { emailSyncAccountsResource, emailSyncAccountsRoutes } from './resources/emailSyncAccounts';
import { feedbackResource, feedbackRoutes } from './resources/feedback';
import { globalLogsResource, globalLogsRoutes } from './resources/globalLogs';
import { guestConsentsResource, guestConsentsRoutes } from './resources/guestConsents';
import { guestLogsResource, guestLogsRoutes } from './resources/guestLogs';
import { guestNotesResource, guestNotesRoutes } from './resources/guestNotes';
import { guestProfilesResource, guestProfilesRoutes } from './resources/guestProfiles';
import { guestSegmentsResource, guestSegmentsRoutes } from './resources/guestSegments';
import { idamResource, idamRoutes } from './resources/idam';
import { legalDocumentsResource, legalDocumentsRoutes } from './resources/legalDocuments';
import { mediaResource, mediaRoutes } from './resources/media';
import { messengerConversationsResource, messengerConversationsRoutes } from './resources/messengerConversations';
import { messengerIdentitiesResource, messengerIdentitiesRoutes } from './resources/messengerIdentities';
import { notificationsResource, notificationsRoutes } from './resources/notifications';
import { operationLinksResource, operationLinksRoutes } from './resources/operationLinks';
import { regionsResource, regionsRoutes } from './resources/regions';
import { roleInstancesResource, roleInstancesRoutes } from './resources/roleInstances';
import { rolesResource, rolesRoutes } from './resources/roles';
import { shortLinksResource, shortLinksRoutes } from './resources/shortLinks';
import { tagsResource, tagsRoutes } from './resources/tags';
import { usersResource, usersRoutes } from './resources/users';
import { venueInfoResource, venueInfoRoutes } from './resources/venueInfo';
import { venuesResource, venuesRoutes } from './resources/venues';
import { venueTaskChecksResource, venueTaskChecksRoutes } from './resources/venueTaskChecks';
import { venueTasksResource, venueTasksRoutes } from './resources/venueTasks';

export const resources: Record<string, ResourceMeta> = {
  cockpitReports: cockpitReportsResource,
  cookiePopupSettings: cookiePopupSettingsResource,
  cookies: cookiesResource,
  crmStatistics: crmStatisticsResource,
  dataController: dataControllerResource,
  dataProcessors: dataProcessorsResource,
  emailConversations: emailConversationsResource,
  emailSignatures: emailSignaturesResource,
  emailSyncAccounts: emailSyncAccountsResource,
  feedback: feedbackResource,
  globalLogs: globalLogsResource,
  guestConsents: guestConsentsResource,
  guestLogs: guestLogsResource,
  guestNotes: guestNotesResource,
  guestProfiles: guestProfilesResource,
  guestSegments: guestSegmentsResource,
  idam: idamResource,
  legalDocuments: legalDocumentsResource,
  media: mediaResource,
  messengerConversations: messengerConversationsResource,
  messengerIdentities: messengerIdentitiesResource,
  notifications: notificationsResource,
  operationLinks: operationLinksResource,
  regions: regionsResource,
  roleInstances: roleInstancesResource,
  roles: rolesResource,
  shortLinks: shortLinksResource,
  tags: tagsResource,
  users: usersResource,
  venueInfo: venueInfoResource,
  venues: venuesResource,
  venueTaskChecks: venueTaskChecksResource,
  venueTasks: venueTasksResource,
};

export const endpointRoutes: EndpointRoute[] = [
  ...cockpitReportsRoutes,
  ...cookiePopupSettingsRoutes,
  ...cookiesRoutes,
  ...crmStatisticsRoutes,
  ...dataControllerRoutes,
  ...dataProcessorsRoutes,
  ...emailConversationsRoutes,
  ...emailSignaturesRoutes,
  ...emailSyncAccountsRoutes,
  ...feedbackRoutes,
  ...globalLogsRoutes,
  ...guestConsentsRoutes,
  ...guestLogsRoutes,
  ...guestNotesRoutes,
  ...guestProfilesRoutes,
  ...guestSegmentsRoutes,
  ...idamRoutes,
  ...legalDocumentsRoutes,
  ...mediaRoutes,
  ...messengerConversationsRoutes,
  ...messengerIdentitiesRoutes,
  ...notificationsRoutes,
  ...operationLinksRoutes,
  ...regionsRoutes,
  ...roleInstancesRoutes,
  ...rolesRoutes,
  ...shortLinksRoutes,
  ...tagsRoutes,
  ...usersRoutes,
  ...venueInfoRoutes,
  ...venuesRoutes,
  ...venueTaskChecksRoutes,
  ...venueTasksRoutes,
];

/** Migration files in the order they run. */
export const migrationFiles: string[] = [
  'cockpit_reports.sql',
  'cookie_popup_settings.sql',
  'cookies.sql',
  'crm_statistics.sql',
  'data_controller.sql',
  'data_processors.sql',
  'email_conversations.sql',
  'email_signatures.sql',
  'email_sync_accounts.sql',
  'feedback.sql',
  'global_logs.sql',
  'guest_consents.sql',
  'guest_logs.sql',
  'guest_notes.sql',
  'guest_profiles.sql',
  'guest_segments.sql',
  'legal_documents.sql',
  'media.sql',
  'messenger_conversations.sql',
  'messenger_identities.sql',
  'notifications.sql',
  'operation_links.sql',
  'regions.sql',
  'role_instances.sql',
  'roles.sql',
  'short_links.sql',
  'users.sql',
  'venue_info.sql',
  'venues.sql',
  'venue_task_checks.sql',
  'venue_tasks.sql',
];
