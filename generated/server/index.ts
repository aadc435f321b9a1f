// Generated from every resource in schema/ by `npm run generate`. Do not edit.
import type { EndpointRoute, ResourceMeta } from '@/server/api/types';
import { bookingCustomersResource, bookingCustomersRoutes } from './resources/bookingCustomers';
import { bookingEventsResource, bookingEventsRoutes } from './resources/bookingEvents';
import { bookingLocationsResource, bookingLocationsRoutes } from './resources/bookingLocations';
import { bookingsResource, bookingsRoutes } from './resources/bookings';
import { bookingTagsResource, bookingTagsRoutes } from './resources/bookingTags';
import { cockpitReportsResource, cockpitReportsRoutes } from './resources/cockpitReports';
import { guestListItemsResource, guestListItemsRoutes } from './resources/guestListItems';
import { idamResource, idamRoutes } from './resources/idam';
import { mediaResource, mediaRoutes } from './resources/media';
import { notificationsResource, notificationsRoutes } from './resources/notifications';
import { operationLinksResource, operationLinksRoutes } from './resources/operationLinks';
import { regionsResource, regionsRoutes } from './resources/regions';
import { reservationsDocumentResource, reservationsDocumentRoutes } from './resources/reservationsDocument';
import { roleInstancesResource, roleInstancesRoutes } from './resources/roleInstances';
import { rolesResource, rolesRoutes } from './resources/roles';
import { setupProductsResource, setupProductsRoutes } from './resources/setupProducts';
import { setupTimeZonesResource, setupTimeZonesRoutes } from './resources/setupTimeZones';
import { tagsResource, tagsRoutes } from './resources/tags';
import { usersResource, usersRoutes } from './resources/users';
import { venueDetailsResource, venueDetailsRoutes } from './resources/venueDetails';
import { venueInfoResource, venueInfoRoutes } from './resources/venueInfo';
import { venueNotesResource, venueNotesRoutes } from './resources/venueNotes';
import { venuesResource, venuesRoutes } from './resources/venues';
import { venueSectionsResource, venueSectionsRoutes } from './resources/venueSections';
import { venueSetupCalendarEntriesResource, venueSetupCalendarEntriesRoutes } from './resources/venueSetupCalendarEntries';
import { venueSetupsResource, venueSetupsRoutes } from './resources/venueSetups';
import { venueTablesResource, venueTablesRoutes } from './resources/venueTables';
import { venueTaskChecksResource, venueTaskChecksRoutes } from './resources/venueTaskChecks';
import { venueTasksResource, venueTasksRoutes } from './resources/venueTasks';

export const resources: Record<string, ResourceMeta> = {
  bookingCustomers: bookingCustomersResource,
  bookingEvents: bookingEventsResource,
  bookingLocations: bookingLocationsResource,
  bookings: bookingsResource,
  bookingTags: bookingTagsResource,
  cockpitReports: cockpitReportsResource,
  guestListItems: guestListItemsResource,
  idam: idamResource,
  media: mediaResource,
  notifications: notificationsResource,
  operationLinks: operationLinksResource,
  regions: regionsResource,
  reservationsDocument: reservationsDocumentResource,
  roleInstances: roleInstancesResource,
  roles: rolesResource,
  setupProducts: setupProductsResource,
  setupTimeZones: setupTimeZonesResource,
  tags: tagsResource,
  users: usersResource,
  venueDetails: venueDetailsResource,
  venueInfo: venueInfoResource,
  venueNotes: venueNotesResource,
  venues: venuesResource,
  venueSections: venueSectionsResource,
  venueSetupCalendarEntries: venueSetupCalendarEntriesResource,
  venueSetups: venueSetupsResource,
  venueTables: venueTablesResource,
  venueTaskChecks: venueTaskChecksResource,
  venueTasks: venueTasksResource,
};

export const endpointRoutes: EndpointRoute[] = [
  ...bookingCustomersRoutes,
  ...bookingEventsRoutes,
  ...bookingLocationsRoutes,
  ...bookingsRoutes,
  ...bookingTagsRoutes,
  ...cockpitReportsRoutes,
  ...guestListItemsRoutes,
  ...idamRoutes,
  ...mediaRoutes,
  ...notificationsRoutes,
  ...operationLinksRoutes,
  ...regionsRoutes,
  ...reservationsDocumentRoutes,
  ...roleInstancesRoutes,
  ...rolesRoutes,
  ...setupProductsRoutes,
  ...setupTimeZonesRoutes,
  ...tagsRoutes,
  ...usersRoutes,
  ...venueDetailsRoutes,
  ...venueInfoRoutes,
  ...venueNotesRoutes,
  ...venuesRoutes,
  ...venueSectionsRoutes,
  ...venueSetupCalendarEntriesRoutes,
  ...venueSetupsRoutes,
  ...venueTablesRoutes,
  ...venueTaskChecksRoutes,
  ...venueTasksRoutes,
];

/** Migration files in the order they run. */
export const migrationFiles: string[] = [
  'booking_customers.sql',
  'booking_events.sql',
  'bookings.sql',
  'booking_tags.sql',
  'cockpit_reports.sql',
  'guest_list_items.sql',
  'media.sql',
  'notifications.sql',
  'operation_links.sql',
  'regions.sql',
  'role_instances.sql',
  'roles.sql',
  'setup_products.sql',
  'users.sql',
  'venue_details.sql',
  'venue_info.sql',
  'venue_notes.sql',
  'venues.sql',
  'venue_sections.sql',
  'venue_setup_calendar_entries.sql',
  'venue_setups.sql',
  'venue_tables.sql',
  'venue_task_checks.sql',
  'venue_tasks.sql',
];
