// Generated from every resource in schema/ by `npm run generate`. Do not edit.
import type { EndpointRoute, ResourceMeta } from '@/server/api/types';
import { cockpitReportsResource, cockpitReportsRoutes } from './resources/cockpitReports';
import { eodReportRulesResource, eodReportRulesRoutes } from './resources/eodReportRules';
import { eodReportsResource, eodReportsRoutes } from './resources/eodReports';
import { idamResource, idamRoutes } from './resources/idam';
import { listNotificationRulesResource, listNotificationRulesRoutes } from './resources/listNotificationRules';
import { listsResource, listsRoutes } from './resources/lists';
import { listSessionsResource, listSessionsRoutes } from './resources/listSessions';
import { mediaResource, mediaRoutes } from './resources/media';
import { notificationsResource, notificationsRoutes } from './resources/notifications';
import { operationLinksResource, operationLinksRoutes } from './resources/operationLinks';
import { personalTodoCategoriesResource, personalTodoCategoriesRoutes } from './resources/personalTodoCategories';
import { personalTodosResource, personalTodosRoutes } from './resources/personalTodos';
import { pimStockLocationsResource, pimStockLocationsRoutes } from './resources/pimStockLocations';
import { regionsResource, regionsRoutes } from './resources/regions';
import { roleInstancesResource, roleInstancesRoutes } from './resources/roleInstances';
import { rolesResource, rolesRoutes } from './resources/roles';
import { tagsResource, tagsRoutes } from './resources/tags';
import { usersResource, usersRoutes } from './resources/users';
import { venueInfoResource, venueInfoRoutes } from './resources/venueInfo';
import { venuesResource, venuesRoutes } from './resources/venues';
import { venueTaskChecksResource, venueTaskChecksRoutes } from './resources/venueTaskChecks';
import { venueTasksResource, venueTasksRoutes } from './resources/venueTasks';

export const resources: Record<string, ResourceMeta> = {
  cockpitReports: cockpitReportsResource,
  eodReportRules: eodReportRulesResource,
  eodReports: eodReportsResource,
  idam: idamResource,
  listNotificationRules: listNotificationRulesResource,
  lists: listsResource,
  listSessions: listSessionsResource,
  media: mediaResource,
  notifications: notificationsResource,
  operationLinks: operationLinksResource,
  personalTodoCategories: personalTodoCategoriesResource,
  personalTodos: personalTodosResource,
  pimStockLocations: pimStockLocationsResource,
  regions: regionsResource,
  roleInstances: roleInstancesResource,
  roles: rolesResource,
  tags: tagsResource,
  users: usersResource,
  venueInfo: venueInfoResource,
  venues: venuesResource,
  venueTaskChecks: venueTaskChecksResource,
  venueTasks: venueTasksResource,
};

export const endpointRoutes: EndpointRoute[] = [
  ...cockpitReportsRoutes,
  ...eodReportRulesRoutes,
  ...eodReportsRoutes,
  ...idamRoutes,
  ...listNotificationRulesRoutes,
  ...listsRoutes,
  ...listSessionsRoutes,
  ...mediaRoutes,
  ...notificationsRoutes,
  ...operationLinksRoutes,
  ...personalTodoCategoriesRoutes,
  ...personalTodosRoutes,
  ...pimStockLocationsRoutes,
  ...regionsRoutes,
  ...roleInstancesRoutes,
  ...rolesRoutes,
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
  'eod_report_rules.sql',
  'eod_reports.sql',
  'list_notification_rules.sql',
  'lists.sql',
  'list_sessions.sql',
  'media.sql',
  'notifications.sql',
  'operation_links.sql',
  'personal_todo_categories.sql',
  'personal_todos.sql',
  'pim_stock_locations.sql',
  'regions.sql',
  'role_instances.sql',
  'roles.sql',
  'users.sql',
  'venue_info.sql',
  'venues.sql',
  'venue_task_checks.sql',
  'venue_tasks.sql',
];
