// Generated from the schema (resources on the crm API) by `npm run generate`. Do not edit.
import { createSurfaceDataProvider } from '@/data/kit';
import { automationsEndpoints } from '../api/automations';
import { bookingFormsEndpoints } from '../api/bookingForms';
import { bookingFormSubmissionsEndpoints } from '../api/bookingFormSubmissions';
import { bookingProductsEndpoints } from '../api/bookingProducts';
import { cookiePopupSettingsEndpoints } from '../api/cookiePopupSettings';
import { cookiesEndpoints } from '../api/cookies';
import { crmStatisticsEndpoints } from '../api/crmStatistics';
import { dataControllerEndpoints } from '../api/dataController';
import { dataProcessorsEndpoints } from '../api/dataProcessors';
import { dynamicFormsEndpoints } from '../api/dynamicForms';
import { emailConversationsEndpoints } from '../api/emailConversations';
import { emailSignaturesEndpoints } from '../api/emailSignatures';
import { emailSyncAccountsEndpoints } from '../api/emailSyncAccounts';
import { emailTemplatesEndpoints } from '../api/emailTemplates';
import { feedbackEndpoints } from '../api/feedback';
import { guestProfilesEndpoints } from '../api/guestProfiles';
import { guestRetentionEndpoints } from '../api/guestRetention';
import { guestSegmentsEndpoints } from '../api/guestSegments';
import { handlebarsEndpoints } from '../api/handlebars';
import { legalDocumentsEndpoints } from '../api/legalDocuments';
import { masterCampaignsEndpoints } from '../api/masterCampaigns';
import { messageTemplatesEndpoints } from '../api/messageTemplates';
import { messengerConversationsEndpoints } from '../api/messengerConversations';
import { messengerIdentitiesEndpoints } from '../api/messengerIdentities';
import { venueCampaignsEndpoints } from '../api/venueCampaigns';

/** The react-admin data provider of the crm API. */
export const crmDataProvider = createSurfaceDataProvider({
  surface: 'crm',
  endpoints: {
    automations: automationsEndpoints,
    bookingForms: bookingFormsEndpoints,
    bookingFormSubmissions: bookingFormSubmissionsEndpoints,
    bookingProducts: bookingProductsEndpoints,
    cookiePopupSettings: cookiePopupSettingsEndpoints,
    cookies: cookiesEndpoints,
    crmStatistics: crmStatisticsEndpoints,
    dataController: dataControllerEndpoints,
    dataProcessors: dataProcessorsEndpoints,
    dynamicForms: dynamicFormsEndpoints,
    emailConversations: emailConversationsEndpoints,
    emailSignatures: emailSignaturesEndpoints,
    emailSyncAccounts: emailSyncAccountsEndpoints,
    emailTemplates: emailTemplatesEndpoints,
    feedback: feedbackEndpoints,
    guestProfiles: guestProfilesEndpoints,
    guestRetention: guestRetentionEndpoints,
    guestSegments: guestSegmentsEndpoints,
    handlebars: handlebarsEndpoints,
    legalDocuments: legalDocumentsEndpoints,
    masterCampaigns: masterCampaignsEndpoints,
    messageTemplates: messageTemplatesEndpoints,
    messengerConversations: messengerConversationsEndpoints,
    messengerIdentities: messengerIdentitiesEndpoints,
    venueCampaigns: venueCampaignsEndpoints,
  },
  simpleRest: [],
});
