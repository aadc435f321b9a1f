// Generated from the schema (resources on the crm API) by `npm run generate`. Do not edit.
import { createSurfaceDataProvider } from '@/data/surfaceDataProvider';
import { automationsEndpoints } from '../api/automations';
import { bookingFormsEndpoints } from '../api/bookingForms';
import { bookingFormSubmissionsEndpoints } from '../api/bookingFormSubmissions';
import { bookingProductsEndpoints } from '../api/bookingProducts';
import { dynamicFormsEndpoints } from '../api/dynamicForms';
import { emailTemplatesEndpoints } from '../api/emailTemplates';
import { handlebarsEndpoints } from '../api/handlebars';
import { masterCampaignsEndpoints } from '../api/masterCampaigns';
import { messageTemplatesEndpoints } from '../api/messageTemplates';
import { venueCampaignsEndpoints } from '../api/venueCampaigns';

/** The react-admin data provider of the crm API. */
export const crmDataProvider = createSurfaceDataProvider({
  surface: 'crm',
  endpoints: {
    automations: automationsEndpoints,
    bookingForms: bookingFormsEndpoints,
    bookingFormSubmissions: bookingFormSubmissionsEndpoints,
    bookingProducts: bookingProductsEndpoints,
    dynamicForms: dynamicFormsEndpoints,
    emailTemplates: emailTemplatesEndpoints,
    handlebars: handlebarsEndpoints,
    masterCampaigns: masterCampaignsEndpoints,
    messageTemplates: messageTemplatesEndpoints,
    venueCampaigns: venueCampaignsEndpoints,
  },
  simpleRest: [],
});
