// Generated from every resource in schema/ by `npm run generate`. Do not edit.
import type { EndpointRoute, ResourceMeta } from '@/server/api/types';
import { automationsResource, automationsRoutes } from './resources/automations';
import { bookingFormsResource, bookingFormsRoutes } from './resources/bookingForms';
import { bookingFormSubmissionsResource, bookingFormSubmissionsRoutes } from './resources/bookingFormSubmissions';
import { bookingProductsResource, bookingProductsRoutes } from './resources/bookingProducts';
import { campaignOutboxResource, campaignOutboxRoutes } from './resources/campaignOutbox';
import { cockpitReportsResource, cockpitReportsRoutes } from './resources/cockpitReports';
import { dynamicFormsResource, dynamicFormsRoutes } from './resources/dynamicForms';
import { dynamicFormSubmissionsResource, dynamicFormSubmissionsRoutes } from './resources/dynamicFormSubmissions';
import { emailTemplatesResource, emailTemplatesRoutes } from './resources/emailTemplates';
import { handlebarsResource, handlebarsRoutes } from './resources/handlebars';
import { idamResource, idamRoutes } from './resources/idam';
import { masterCampaignsResource, masterCampaignsRoutes } from './resources/masterCampaigns';
import { mediaResource, mediaRoutes } from './resources/media';
import { messageTemplatesResource, messageTemplatesRoutes } from './resources/messageTemplates';
import { notificationsResource, notificationsRoutes } from './resources/notifications';
import { operationLinksResource, operationLinksRoutes } from './resources/operationLinks';
import { regionsResource, regionsRoutes } from './resources/regions';
import { roleInstancesResource, roleInstancesRoutes } from './resources/roleInstances';
import { rolesResource, rolesRoutes } from './resources/roles';
import { tagsResource, tagsRoutes } from './resources/tags';
import { usersResource, usersRoutes } from './resources/users';
import { venueCampaignsResource, venueCampaignsRoutes } from './resources/venueCampaigns';
import { venueInfoResource, venueInfoRoutes } from './resources/venueInfo';
import { venuesResource, venuesRoutes } from './resources/venues';
import { venueTaskChecksResource, venueTaskChecksRoutes } from './resources/venueTaskChecks';
import { venueTasksResource, venueTasksRoutes } from './resources/venueTasks';

export const resources: Record<string, ResourceMeta> = {
  automations: automationsResource,
  bookingForms: bookingFormsResource,
  bookingFormSubmissions: bookingFormSubmissionsResource,
  bookingProducts: bookingProductsResource,
  campaignOutbox: campaignOutboxResource,
  cockpitReports: cockpitReportsResource,
  dynamicForms: dynamicFormsResource,
  dynamicFormSubmissions: dynamicFormSubmissionsResource,
  emailTemplates: emailTemplatesResource,
  handlebars: handlebarsResource,
  idam: idamResource,
  masterCampaigns: masterCampaignsResource,
  media: mediaResource,
  messageTemplates: messageTemplatesResource,
  notifications: notificationsResource,
  operationLinks: operationLinksResource,
  regions: regionsResource,
  roleInstances: roleInstancesResource,
  roles: rolesResource,
  tags: tagsResource,
  users: usersResource,
  venueCampaigns: venueCampaignsResource,
  venueInfo: venueInfoResource,
  venues: venuesResource,
  venueTaskChecks: venueTaskChecksResource,
  venueTasks: venueTasksResource,
};

export const endpointRoutes: EndpointRoute[] = [
  ...automationsRoutes,
  ...bookingFormsRoutes,
  ...bookingFormSubmissionsRoutes,
  ...bookingProductsRoutes,
  ...campaignOutboxRoutes,
  ...cockpitReportsRoutes,
  ...dynamicFormsRoutes,
  ...dynamicFormSubmissionsRoutes,
  ...emailTemplatesRoutes,
  ...handlebarsRoutes,
  ...idamRoutes,
  ...masterCampaignsRoutes,
  ...mediaRoutes,
  ...messageTemplatesRoutes,
  ...notificationsRoutes,
  ...operationLinksRoutes,
  ...regionsRoutes,
  ...roleInstancesRoutes,
  ...rolesRoutes,
  ...tagsRoutes,
  ...usersRoutes,
  ...venueCampaignsRoutes,
  ...venueInfoRoutes,
  ...venuesRoutes,
  ...venueTaskChecksRoutes,
  ...venueTasksRoutes,
];

/** Migration files in the order they run. */
export const migrationFiles: string[] = [
  'automations.sql',
  'booking_forms.sql',
  'booking_form_submissions.sql',
  'booking_products.sql',
  'campaign_outbox.sql',
  'cockpit_reports.sql',
  'dynamic_forms.sql',
  'dynamic_form_submissions.sql',
  'email_templates.sql',
  'master_campaigns.sql',
  'media.sql',
  'message_templates.sql',
  'notifications.sql',
  'operation_links.sql',
  'regions.sql',
  'role_instances.sql',
  'roles.sql',
  'users.sql',
  'venue_campaigns.sql',
  'venue_info.sql',
  'venues.sql',
  'venue_task_checks.sql',
  'venue_tasks.sql',
];
