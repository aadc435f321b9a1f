// Generated from the schema (resources on the crm API) by `npm run generate`. Do not edit.
import { createSurfaceDataProvider } from '@/data/surfaceDataProvider';
import { cookiePopupSettingsEndpoints } from '../api/cookiePopupSettings';
import { cookiesEndpoints } from '../api/cookies';
import { crmStatisticsEndpoints } from '../api/crmStatistics';
import { dataControllerEndpoints } from '../api/dataController';
import { dataProcessorsEndpoints } from '../api/dataProcessors';
import { emailConversationsEndpoints } from '../api/emailConversations';
import { emailSignaturesEndpoints } from '../api/emailSignatures';
import { emailSyncAccountsEndpoints } from '../api/emailSyncAccounts';
import { feedbackEndpoints } from '../api/feedback';
import { guestProfilesEndpoints } from '../api/guestProfiles';
import { guestSegmentsEndpoints } from '../api/guestSegments';
import { legalDocumentsEndpoints } from '../api/legalDocuments';
import { messengerConversationsEndpoints } from '../api/messengerConversations';
import { messengerIdentitiesEndpoints } from '../api/messengerIdentities';

/** The react-admin data provider of the crm API. */
export const crmDataProvider = createSurfaceDataProvider({
  surface: 'crm',
  endpoints: {
    cookiePopupSettings: cookiePopupSettingsEndpoints,
    cookies: cookiesEndpoints,
    crmStatistics: crmStatisticsEndpoints,
    dataController: dataControllerEndpoints,
    dataProcessors: dataProcessorsEndpoints,
    emailConversations: emailConversationsEndpoints,
    emailSignatures: emailSignaturesEndpoints,
    emailSyncAccounts: emailSyncAccountsEndpoints,
    feedback: feedbackEndpoints,
    guestProfiles: guestProfilesEndpoints,
    guestSegments: guestSegmentsEndpoints,
    legalDocuments: legalDocumentsEndpoints,
    messengerConversations: messengerConversationsEndpoints,
    messengerIdentities: messengerIdentitiesEndpoints,
  },
  simpleRest: [],
});
