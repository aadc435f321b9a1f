// Generated from the schema (resources on the crm API) by `npm run generate`. Do not edit.
import { createSurfaceDataProvider } from '@/data/kit';

/** The react-admin data provider of the crm API. */
export const crmDataProvider = createSurfaceDataProvider({
  surface: 'crm',
  endpoints: {
    automations: () => import('../api/automations').then((m) => m.automationsEndpoints),
    bookingForms: () => import('../api/bookingForms').then((m) => m.bookingFormsEndpoints),
    bookingFormSubmissions: () => import('../api/bookingFormSubmissions').then((m) => m.bookingFormSubmissionsEndpoints),
    bookingProducts: () => import('../api/bookingProducts').then((m) => m.bookingProductsEndpoints),
    cookiePopupSettings: () => import('../api/cookiePopupSettings').then((m) => m.cookiePopupSettingsEndpoints),
    cookies: () => import('../api/cookies').then((m) => m.cookiesEndpoints),
    crmStatistics: () => import('../api/crmStatistics').then((m) => m.crmStatisticsEndpoints),
    dataController: () => import('../api/dataController').then((m) => m.dataControllerEndpoints),
    dataProcessors: () => import('../api/dataProcessors').then((m) => m.dataProcessorsEndpoints),
    dynamicForms: () => import('../api/dynamicForms').then((m) => m.dynamicFormsEndpoints),
    emailConversations: () => import('../api/emailConversations').then((m) => m.emailConversationsEndpoints),
    emailSignatures: () => import('../api/emailSignatures').then((m) => m.emailSignaturesEndpoints),
    emailSyncAccounts: () => import('../api/emailSyncAccounts').then((m) => m.emailSyncAccountsEndpoints),
    emailTemplates: () => import('../api/emailTemplates').then((m) => m.emailTemplatesEndpoints),
    feedback: () => import('../api/feedback').then((m) => m.feedbackEndpoints),
    guestDuplicates: () => import('../api/guestDuplicates').then((m) => m.guestDuplicatesEndpoints),
    guestImports: () => import('../api/guestImports').then((m) => m.guestImportsEndpoints),
    guestProfiles: () => import('../api/guestProfiles').then((m) => m.guestProfilesEndpoints),
    guestRequests: () => import('../api/guestRequests').then((m) => m.guestRequestsEndpoints),
    guestRetention: () => import('../api/guestRetention').then((m) => m.guestRetentionEndpoints),
    guestSegments: () => import('../api/guestSegments').then((m) => m.guestSegmentsEndpoints),
    handlebars: () => import('../api/handlebars').then((m) => m.handlebarsEndpoints),
    legalDocuments: () => import('../api/legalDocuments').then((m) => m.legalDocumentsEndpoints),
    masterCampaigns: () => import('../api/masterCampaigns').then((m) => m.masterCampaignsEndpoints),
    messageTemplates: () => import('../api/messageTemplates').then((m) => m.messageTemplatesEndpoints),
    messengerConversations: () => import('../api/messengerConversations').then((m) => m.messengerConversationsEndpoints),
    messengerIdentities: () => import('../api/messengerIdentities').then((m) => m.messengerIdentitiesEndpoints),
    venueCampaigns: () => import('../api/venueCampaigns').then((m) => m.venueCampaignsEndpoints),
  },
  simpleRest: [],
});
