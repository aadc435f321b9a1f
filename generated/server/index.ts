// Generated from every resource in schema/ by `npm run generate`. Do not edit.
import type { EndpointRoute, ResourceMeta } from '@/server/api/types';
import { cockpitReportsResource, cockpitReportsRoutes } from './resources/cockpitReports';
import { idamResource, idamRoutes } from './resources/idam';
import { mediaResource, mediaRoutes } from './resources/media';
import { notificationsResource, notificationsRoutes } from './resources/notifications';
import { operationLinksResource, operationLinksRoutes } from './resources/operationLinks';
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
  idam: idamResource,
  media: mediaResource,
  notifications: notificationsResource,
  operationLinks: operationLinksResource,
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
  ...idamRoutes,
  ...mediaRoutes,
  ...notificationsRoutes,
  ...operationLinksRoutes,
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
  'media.sql',
  'notifications.sql',
  'operation_links.sql',
  'regions.sql',
  'role_instances.sql',
  'roles.sql',
  'users.sql',
  'venue_info.sql',
  'venues.sql',
  'venue_task_checks.sql',
  'venue_tasks.sql',
];
