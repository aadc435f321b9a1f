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
  automations: 'crm',
  bookingForms: 'crm',
  bookingFormSubmissions: 'crm',
  bookingProducts: 'crm',
  cockpitReports: 'main',
  dynamicForms: 'crm',
  emailTemplates: 'crm',
  handlebars: 'crm',
  idam: 'main',
  masterCampaigns: 'crm',
  media: 'main',
  messageTemplates: 'crm',
  notifications: 'main',
  operationLinks: 'main',
  regions: 'main',
  roleInstances: 'main',
  roles: 'main',
  tags: 'main',
  users: 'main',
  venueCampaigns: 'crm',
  venueInfo: 'main',
  venues: 'main',
  venueTasks: 'main',
};

/** The schema resource behind each react-admin resource (named after its route). */
export const routeResources: Record<string, string> = {
  "crm/booking-form-submissions": 'bookingFormSubmissions',
  "crm/booking-products": 'bookingProducts',
  "life/operationlinks": 'operationLinks',
  "vp/operationLinks": 'operationLinks',
};
