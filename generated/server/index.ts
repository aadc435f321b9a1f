// Generated from every resource in schema/ by `npm run generate`. Do not edit.
import type { EndpointRoute, ResourceMeta } from '@/server/kit';
import { activationPlanBudgetsResource, activationPlanBudgetsRoutes, type ActivationPlanBudgetsActions } from './resources/activationPlanBudgets';
import { activationPlanCampaignsResource, activationPlanCampaignsRoutes, type ActivationPlanCampaignsActions } from './resources/activationPlanCampaigns';
import { activationPlanChangeLogResource, activationPlanChangeLogRoutes, type ActivationPlanChangeLogActions } from './resources/activationPlanChangeLog';
import { activationPlanCommentsResource, activationPlanCommentsRoutes, type ActivationPlanCommentsActions } from './resources/activationPlanComments';
import { activationPlanEventsResource, activationPlanEventsRoutes, type ActivationPlanEventsActions } from './resources/activationPlanEvents';
import { activationPlanTemplatesResource, activationPlanTemplatesRoutes } from './resources/activationPlanTemplates';
import { allergiesResource, allergiesRoutes, type AllergiesActions } from './resources/allergies';
import { assignedSalesProductsResource, assignedSalesProductsRoutes, type AssignedSalesProductsActions } from './resources/assignedSalesProducts';
import { assignedStockProductsResource, assignedStockProductsRoutes, type AssignedStockProductsActions } from './resources/assignedStockProducts';
import { automationsResource, automationsRoutes, type AutomationsActions } from './resources/automations';
import { bookingCustomersResource, bookingCustomersRoutes } from './resources/bookingCustomers';
import { bookingEventsResource, bookingEventsRoutes, type BookingEventsActions } from './resources/bookingEvents';
import { bookingFormsResource, bookingFormsRoutes, type BookingFormsActions } from './resources/bookingForms';
import { bookingFormSubmissionsResource, bookingFormSubmissionsRoutes, type BookingFormSubmissionsActions } from './resources/bookingFormSubmissions';
import { bookingLocationsResource, bookingLocationsRoutes, type BookingLocationsActions } from './resources/bookingLocations';
import { bookingProductsResource, bookingProductsRoutes, type BookingProductsActions } from './resources/bookingProducts';
import { bookingsResource, bookingsRoutes, type BookingsActions } from './resources/bookings';
import { bookingTagsResource, bookingTagsRoutes, type BookingTagsActions } from './resources/bookingTags';
import { campaignOutboxResource, campaignOutboxRoutes } from './resources/campaignOutbox';
import { campusEmployeesResource, campusEmployeesRoutes, type CampusEmployeesActions } from './resources/campusEmployees';
import { campusLevelChangesResource, campusLevelChangesRoutes, type CampusLevelChangesActions } from './resources/campusLevelChanges';
import { cockpitReportsResource, cockpitReportsRoutes } from './resources/cockpitReports';
import { cookiePopupSettingsResource, cookiePopupSettingsRoutes, type CookiePopupSettingsActions } from './resources/cookiePopupSettings';
import { cookiesResource, cookiesRoutes, type CookiesActions } from './resources/cookies';
import { countrySettingsResource, countrySettingsRoutes, type CountrySettingsActions } from './resources/countrySettings';
import { crmStatisticsResource, crmStatisticsRoutes, type CrmStatisticsActions } from './resources/crmStatistics';
import { dataControllerResource, dataControllerRoutes, type DataControllerActions } from './resources/dataController';
import { dataProcessorsResource, dataProcessorsRoutes, type DataProcessorsActions } from './resources/dataProcessors';
import { desiredStocksResource, desiredStocksRoutes, type DesiredStocksActions } from './resources/desiredStocks';
import { dynamicFormsResource, dynamicFormsRoutes, type DynamicFormsActions } from './resources/dynamicForms';
import { dynamicFormSubmissionsResource, dynamicFormSubmissionsRoutes } from './resources/dynamicFormSubmissions';
import { emailConversationsResource, emailConversationsRoutes, type EmailConversationsActions } from './resources/emailConversations';
import { emailSignaturesResource, emailSignaturesRoutes, type EmailSignaturesActions } from './resources/emailSignatures';
import { emailSyncAccountsResource, emailSyncAccountsRoutes, type EmailSyncAccountsActions } from './resources/emailSyncAccounts';
import { emailTemplatesResource, emailTemplatesRoutes, type EmailTemplatesActions } from './resources/emailTemplates';
import { eodReportRulesResource, eodReportRulesRoutes, type EodReportRulesActions } from './resources/eodReportRules';
import { eodReportsResource, eodReportsRoutes, type EodReportsActions } from './resources/eodReports';
import { feedbackResource, feedbackRoutes, type FeedbackActions } from './resources/feedback';
import { globalLogsResource, globalLogsRoutes } from './resources/globalLogs';
import { guestAccessLogsResource, guestAccessLogsRoutes } from './resources/guestAccessLogs';
import { guestConsentConfirmationsResource, guestConsentConfirmationsRoutes } from './resources/guestConsentConfirmations';
import { guestConsentEvidenceResource, guestConsentEvidenceRoutes } from './resources/guestConsentEvidence';
import { guestConsentsResource, guestConsentsRoutes } from './resources/guestConsents';
import { guestDuplicateDismissalsResource, guestDuplicateDismissalsRoutes } from './resources/guestDuplicateDismissals';
import { guestDuplicateRunsResource, guestDuplicateRunsRoutes } from './resources/guestDuplicateRuns';
import { guestDuplicatesResource, guestDuplicatesRoutes, type GuestDuplicatesActions } from './resources/guestDuplicates';
import { guestImportsResource, guestImportsRoutes, type GuestImportsActions } from './resources/guestImports';
import { guestListItemsResource, guestListItemsRoutes, type GuestListItemsActions } from './resources/guestListItems';
import { guestLogsResource, guestLogsRoutes } from './resources/guestLogs';
import { guestMailOutboxResource, guestMailOutboxRoutes } from './resources/guestMailOutbox';
import { guestNotesResource, guestNotesRoutes } from './resources/guestNotes';
import { guestProfileMergesResource, guestProfileMergesRoutes } from './resources/guestProfileMerges';
import { guestProfilesResource, guestProfilesRoutes, type GuestProfilesActions } from './resources/guestProfiles';
import { guestRequestsResource, guestRequestsRoutes, type GuestRequestsActions } from './resources/guestRequests';
import { guestRetentionResource, guestRetentionRoutes, type GuestRetentionActions } from './resources/guestRetention';
import { guestRetentionRunsResource, guestRetentionRunsRoutes } from './resources/guestRetentionRuns';
import { guestSegmentsResource, guestSegmentsRoutes, type GuestSegmentsActions } from './resources/guestSegments';
import { handlebarsResource, handlebarsRoutes, type HandlebarsActions } from './resources/handlebars';
import { idamResource, idamRoutes, type IdamActions } from './resources/idam';
import { legalDocumentsResource, legalDocumentsRoutes, type LegalDocumentsActions } from './resources/legalDocuments';
import { listNotificationRulesResource, listNotificationRulesRoutes, type ListNotificationRulesActions } from './resources/listNotificationRules';
import { listRuleFiringsResource, listRuleFiringsRoutes } from './resources/listRuleFirings';
import { listsResource, listsRoutes, type ListsActions } from './resources/lists';
import { listSessionsResource, listSessionsRoutes, type ListSessionsActions } from './resources/listSessions';
import { masterCampaignsResource, masterCampaignsRoutes, type MasterCampaignsActions } from './resources/masterCampaigns';
import { mediaResource, mediaRoutes, type MediaActions } from './resources/media';
import { mediaLibraryResource, mediaLibraryRoutes, type MediaLibraryActions } from './resources/mediaLibrary';
import { meetingInstancesResource, meetingInstancesRoutes, type MeetingInstancesActions } from './resources/meetingInstances';
import { meetingNotificationRulesResource, meetingNotificationRulesRoutes, type MeetingNotificationRulesActions } from './resources/meetingNotificationRules';
import { meetingRuleFiringsResource, meetingRuleFiringsRoutes } from './resources/meetingRuleFirings';
import { meetingsResource, meetingsRoutes, type MeetingsActions } from './resources/meetings';
import { messageTemplatesResource, messageTemplatesRoutes, type MessageTemplatesActions } from './resources/messageTemplates';
import { messengerConversationsResource, messengerConversationsRoutes, type MessengerConversationsActions } from './resources/messengerConversations';
import { messengerIdentitiesResource, messengerIdentitiesRoutes, type MessengerIdentitiesActions } from './resources/messengerIdentities';
import { newsArticlesResource, newsArticlesRoutes, type NewsArticlesActions } from './resources/newsArticles';
import { newsCommentsResource, newsCommentsRoutes, type NewsCommentsActions } from './resources/newsComments';
import { newsLikesResource, newsLikesRoutes } from './resources/newsLikes';
import { notificationsResource, notificationsRoutes, type NotificationsActions } from './resources/notifications';
import { operationLinksResource, operationLinksRoutes } from './resources/operationLinks';
import { packagesResource, packagesRoutes, type PackagesActions } from './resources/packages';
import { personalTodoCategoriesResource, personalTodoCategoriesRoutes, type PersonalTodoCategoriesActions } from './resources/personalTodoCategories';
import { personalTodosResource, personalTodosRoutes, type PersonalTodosActions } from './resources/personalTodos';
import { pimStockLocationsResource, pimStockLocationsRoutes, type PimStockLocationsActions } from './resources/pimStockLocations';
import { plandayPayrateChangesResource, plandayPayrateChangesRoutes, type PlandayPayrateChangesActions } from './resources/plandayPayrateChanges';
import { posDevicesResource, posDevicesRoutes, type PosDevicesActions } from './resources/posDevices';
import { posFloorplansResource, posFloorplansRoutes, type PosFloorplansActions } from './resources/posFloorplans';
import { posReportsResource, posReportsRoutes, type PosReportsActions } from './resources/posReports';
import { posVenuesResource, posVenuesRoutes, type PosVenuesActions } from './resources/posVenues';
import { pouringCategoriesResource, pouringCategoriesRoutes, type PouringCategoriesActions } from './resources/pouringCategories';
import { powerBiResource, powerBiRoutes, type PowerBiActions } from './resources/powerBi';
import { priceGroupsResource, priceGroupsRoutes, type PriceGroupsActions } from './resources/priceGroups';
import { priceShiftWindowsResource, priceShiftWindowsRoutes, type PriceShiftWindowsActions } from './resources/priceShiftWindows';
import { productUnitsResource, productUnitsRoutes, type ProductUnitsActions } from './resources/productUnits';
import { purchaseOrdersResource, purchaseOrdersRoutes, type PurchaseOrdersActions } from './resources/purchaseOrders';
import { recipesResource, recipesRoutes, type RecipesActions } from './resources/recipes';
import { regionsResource, regionsRoutes } from './resources/regions';
import { reservationsDocumentResource, reservationsDocumentRoutes, type ReservationsDocumentActions } from './resources/reservationsDocument';
import { roleInstancesResource, roleInstancesRoutes, type RoleInstancesActions } from './resources/roleInstances';
import { rolesResource, rolesRoutes, type RolesActions } from './resources/roles';
import { salesProductGroupsResource, salesProductGroupsRoutes, type SalesProductGroupsActions } from './resources/salesProductGroups';
import { salesProductsResource, salesProductsRoutes, type SalesProductsActions } from './resources/salesProducts';
import { salesProductSubGroupsResource, salesProductSubGroupsRoutes, type SalesProductSubGroupsActions } from './resources/salesProductSubGroups';
import { salesWasteReasonsResource, salesWasteReasonsRoutes, type SalesWasteReasonsActions } from './resources/salesWasteReasons';
import { setupProductsResource, setupProductsRoutes, type SetupProductsActions } from './resources/setupProducts';
import { setupTimeZonesResource, setupTimeZonesRoutes, type SetupTimeZonesActions } from './resources/setupTimeZones';
import { shortLinksResource, shortLinksRoutes } from './resources/shortLinks';
import { stockContainerTypesResource, stockContainerTypesRoutes, type StockContainerTypesActions } from './resources/stockContainerTypes';
import { stockCountsResource, stockCountsRoutes, type StockCountsActions } from './resources/stockCounts';
import { stockingTemplatesResource, stockingTemplatesRoutes, type StockingTemplatesActions } from './resources/stockingTemplates';
import { stockMovementsResource, stockMovementsRoutes } from './resources/stockMovements';
import { stockProductGroupsResource, stockProductGroupsRoutes, type StockProductGroupsActions } from './resources/stockProductGroups';
import { stockProductRequestsResource, stockProductRequestsRoutes, type StockProductRequestsActions } from './resources/stockProductRequests';
import { stockProductsResource, stockProductsRoutes, type StockProductsActions } from './resources/stockProducts';
import { stockSettingsResource, stockSettingsRoutes, type StockSettingsActions } from './resources/stockSettings';
import { stockTransfersResource, stockTransfersRoutes, type StockTransfersActions } from './resources/stockTransfers';
import { stockWasteReasonsResource, stockWasteReasonsRoutes, type StockWasteReasonsActions } from './resources/stockWasteReasons';
import { tagsResource, tagsRoutes, type TagsActions } from './resources/tags';
import { taxGroupsResource, taxGroupsRoutes, type TaxGroupsActions } from './resources/taxGroups';
import { tonightAcrossVenuesResource, tonightAcrossVenuesRoutes, type TonightAcrossVenuesActions } from './resources/tonightAcrossVenues';
import { usersResource, usersRoutes, type UsersActions } from './resources/users';
import { vendorsResource, vendorsRoutes } from './resources/vendors';
import { venueCampaignsResource, venueCampaignsRoutes, type VenueCampaignsActions } from './resources/venueCampaigns';
import { venueCockpitResource, venueCockpitRoutes, type VenueCockpitActions } from './resources/venueCockpit';
import { venueDetailsResource, venueDetailsRoutes, type VenueDetailsActions } from './resources/venueDetails';
import { venueDriveResource, venueDriveRoutes, type VenueDriveActions } from './resources/venueDrive';
import { venueDriveFilesResource, venueDriveFilesRoutes } from './resources/venueDriveFiles';
import { venueInfoResource, venueInfoRoutes, type VenueInfoActions } from './resources/venueInfo';
import { venueNotesResource, venueNotesRoutes, type VenueNotesActions } from './resources/venueNotes';
import { venueRecipesResource, venueRecipesRoutes, type VenueRecipesActions } from './resources/venueRecipes';
import { venuesResource, venuesRoutes } from './resources/venues';
import { venueSectionsResource, venueSectionsRoutes, type VenueSectionsActions } from './resources/venueSections';
import { venueSetupCalendarEntriesResource, venueSetupCalendarEntriesRoutes, type VenueSetupCalendarEntriesActions } from './resources/venueSetupCalendarEntries';
import { venueSetupsResource, venueSetupsRoutes, type VenueSetupsActions } from './resources/venueSetups';
import { venueStocksResource, venueStocksRoutes, type VenueStocksActions } from './resources/venueStocks';
import { venueTablesResource, venueTablesRoutes } from './resources/venueTables';
import { venueTaskChecksResource, venueTaskChecksRoutes } from './resources/venueTaskChecks';
import { venueTasksResource, venueTasksRoutes, type VenueTasksActions } from './resources/venueTasks';
import { venueTrainingSessionsResource, venueTrainingSessionsRoutes, type VenueTrainingSessionsActions } from './resources/venueTrainingSessions';
import { waiterListsResource, waiterListsRoutes, type WaiterListsActions } from './resources/waiterLists';
import { wizardInstancesResource, wizardInstancesRoutes, type WizardInstancesActions } from './resources/wizardInstances';
import { zReportsResource, zReportsRoutes } from './resources/zReports';

export const resources: Record<string, ResourceMeta> = {
  activationPlanBudgets: activationPlanBudgetsResource,
  activationPlanCampaigns: activationPlanCampaignsResource,
  activationPlanChangeLog: activationPlanChangeLogResource,
  activationPlanComments: activationPlanCommentsResource,
  activationPlanEvents: activationPlanEventsResource,
  activationPlanTemplates: activationPlanTemplatesResource,
  allergies: allergiesResource,
  assignedSalesProducts: assignedSalesProductsResource,
  assignedStockProducts: assignedStockProductsResource,
  automations: automationsResource,
  bookingCustomers: bookingCustomersResource,
  bookingEvents: bookingEventsResource,
  bookingForms: bookingFormsResource,
  bookingFormSubmissions: bookingFormSubmissionsResource,
  bookingLocations: bookingLocationsResource,
  bookingProducts: bookingProductsResource,
  bookings: bookingsResource,
  bookingTags: bookingTagsResource,
  campaignOutbox: campaignOutboxResource,
  campusEmployees: campusEmployeesResource,
  campusLevelChanges: campusLevelChangesResource,
  cockpitReports: cockpitReportsResource,
  cookiePopupSettings: cookiePopupSettingsResource,
  cookies: cookiesResource,
  countrySettings: countrySettingsResource,
  crmStatistics: crmStatisticsResource,
  dataController: dataControllerResource,
  dataProcessors: dataProcessorsResource,
  desiredStocks: desiredStocksResource,
  dynamicForms: dynamicFormsResource,
  dynamicFormSubmissions: dynamicFormSubmissionsResource,
  emailConversations: emailConversationsResource,
  emailSignatures: emailSignaturesResource,
  emailSyncAccounts: emailSyncAccountsResource,
  emailTemplates: emailTemplatesResource,
  eodReportRules: eodReportRulesResource,
  eodReports: eodReportsResource,
  feedback: feedbackResource,
  globalLogs: globalLogsResource,
  guestAccessLogs: guestAccessLogsResource,
  guestConsentConfirmations: guestConsentConfirmationsResource,
  guestConsentEvidence: guestConsentEvidenceResource,
  guestConsents: guestConsentsResource,
  guestDuplicateDismissals: guestDuplicateDismissalsResource,
  guestDuplicateRuns: guestDuplicateRunsResource,
  guestDuplicates: guestDuplicatesResource,
  guestImports: guestImportsResource,
  guestListItems: guestListItemsResource,
  guestLogs: guestLogsResource,
  guestMailOutbox: guestMailOutboxResource,
  guestNotes: guestNotesResource,
  guestProfileMerges: guestProfileMergesResource,
  guestProfiles: guestProfilesResource,
  guestRequests: guestRequestsResource,
  guestRetention: guestRetentionResource,
  guestRetentionRuns: guestRetentionRunsResource,
  guestSegments: guestSegmentsResource,
  handlebars: handlebarsResource,
  idam: idamResource,
  legalDocuments: legalDocumentsResource,
  listNotificationRules: listNotificationRulesResource,
  listRuleFirings: listRuleFiringsResource,
  lists: listsResource,
  listSessions: listSessionsResource,
  masterCampaigns: masterCampaignsResource,
  media: mediaResource,
  mediaLibrary: mediaLibraryResource,
  meetingInstances: meetingInstancesResource,
  meetingNotificationRules: meetingNotificationRulesResource,
  meetingRuleFirings: meetingRuleFiringsResource,
  meetings: meetingsResource,
  messageTemplates: messageTemplatesResource,
  messengerConversations: messengerConversationsResource,
  messengerIdentities: messengerIdentitiesResource,
  newsArticles: newsArticlesResource,
  newsComments: newsCommentsResource,
  newsLikes: newsLikesResource,
  notifications: notificationsResource,
  operationLinks: operationLinksResource,
  packages: packagesResource,
  personalTodoCategories: personalTodoCategoriesResource,
  personalTodos: personalTodosResource,
  pimStockLocations: pimStockLocationsResource,
  plandayPayrateChanges: plandayPayrateChangesResource,
  posDevices: posDevicesResource,
  posFloorplans: posFloorplansResource,
  posReports: posReportsResource,
  posVenues: posVenuesResource,
  pouringCategories: pouringCategoriesResource,
  powerBi: powerBiResource,
  priceGroups: priceGroupsResource,
  priceShiftWindows: priceShiftWindowsResource,
  productUnits: productUnitsResource,
  purchaseOrders: purchaseOrdersResource,
  recipes: recipesResource,
  regions: regionsResource,
  reservationsDocument: reservationsDocumentResource,
  roleInstances: roleInstancesResource,
  roles: rolesResource,
  salesProductGroups: salesProductGroupsResource,
  salesProducts: salesProductsResource,
  salesProductSubGroups: salesProductSubGroupsResource,
  salesWasteReasons: salesWasteReasonsResource,
  setupProducts: setupProductsResource,
  setupTimeZones: setupTimeZonesResource,
  shortLinks: shortLinksResource,
  stockContainerTypes: stockContainerTypesResource,
  stockCounts: stockCountsResource,
  stockingTemplates: stockingTemplatesResource,
  stockMovements: stockMovementsResource,
  stockProductGroups: stockProductGroupsResource,
  stockProductRequests: stockProductRequestsResource,
  stockProducts: stockProductsResource,
  stockSettings: stockSettingsResource,
  stockTransfers: stockTransfersResource,
  stockWasteReasons: stockWasteReasonsResource,
  tags: tagsResource,
  taxGroups: taxGroupsResource,
  tonightAcrossVenues: tonightAcrossVenuesResource,
  users: usersResource,
  vendors: vendorsResource,
  venueCampaigns: venueCampaignsResource,
  venueCockpit: venueCockpitResource,
  venueDetails: venueDetailsResource,
  venueDrive: venueDriveResource,
  venueDriveFiles: venueDriveFilesResource,
  venueInfo: venueInfoResource,
  venueNotes: venueNotesResource,
  venueRecipes: venueRecipesResource,
  venues: venuesResource,
  venueSections: venueSectionsResource,
  venueSetupCalendarEntries: venueSetupCalendarEntriesResource,
  venueSetups: venueSetupsResource,
  venueStocks: venueStocksResource,
  venueTables: venueTablesResource,
  venueTaskChecks: venueTaskChecksResource,
  venueTasks: venueTasksResource,
  venueTrainingSessions: venueTrainingSessionsResource,
  waiterLists: waiterListsResource,
  wizardInstances: wizardInstancesResource,
  zReports: zReportsResource,
};

/**
 * The domain actions of every resource whose endpoints name some, keyed by resource. The server's registry
 * (`src/server/domain/registry.ts`) satisfies it, so a missing or mistyped action fails the type check.
 */
export interface DomainActions {
  activationPlanBudgets: ActivationPlanBudgetsActions;
  activationPlanCampaigns: ActivationPlanCampaignsActions;
  activationPlanChangeLog: ActivationPlanChangeLogActions;
  activationPlanComments: ActivationPlanCommentsActions;
  activationPlanEvents: ActivationPlanEventsActions;
  allergies: AllergiesActions;
  assignedSalesProducts: AssignedSalesProductsActions;
  assignedStockProducts: AssignedStockProductsActions;
  automations: AutomationsActions;
  bookingEvents: BookingEventsActions;
  bookingForms: BookingFormsActions;
  bookingFormSubmissions: BookingFormSubmissionsActions;
  bookingLocations: BookingLocationsActions;
  bookingProducts: BookingProductsActions;
  bookings: BookingsActions;
  bookingTags: BookingTagsActions;
  campusEmployees: CampusEmployeesActions;
  campusLevelChanges: CampusLevelChangesActions;
  cookiePopupSettings: CookiePopupSettingsActions;
  cookies: CookiesActions;
  countrySettings: CountrySettingsActions;
  crmStatistics: CrmStatisticsActions;
  dataController: DataControllerActions;
  dataProcessors: DataProcessorsActions;
  desiredStocks: DesiredStocksActions;
  dynamicForms: DynamicFormsActions;
  emailConversations: EmailConversationsActions;
  emailSignatures: EmailSignaturesActions;
  emailSyncAccounts: EmailSyncAccountsActions;
  emailTemplates: EmailTemplatesActions;
  eodReportRules: EodReportRulesActions;
  eodReports: EodReportsActions;
  feedback: FeedbackActions;
  guestDuplicates: GuestDuplicatesActions;
  guestImports: GuestImportsActions;
  guestListItems: GuestListItemsActions;
  guestProfiles: GuestProfilesActions;
  guestRequests: GuestRequestsActions;
  guestRetention: GuestRetentionActions;
  guestSegments: GuestSegmentsActions;
  handlebars: HandlebarsActions;
  idam: IdamActions;
  legalDocuments: LegalDocumentsActions;
  listNotificationRules: ListNotificationRulesActions;
  lists: ListsActions;
  listSessions: ListSessionsActions;
  masterCampaigns: MasterCampaignsActions;
  media: MediaActions;
  mediaLibrary: MediaLibraryActions;
  meetingInstances: MeetingInstancesActions;
  meetingNotificationRules: MeetingNotificationRulesActions;
  meetings: MeetingsActions;
  messageTemplates: MessageTemplatesActions;
  messengerConversations: MessengerConversationsActions;
  messengerIdentities: MessengerIdentitiesActions;
  newsArticles: NewsArticlesActions;
  newsComments: NewsCommentsActions;
  notifications: NotificationsActions;
  packages: PackagesActions;
  personalTodoCategories: PersonalTodoCategoriesActions;
  personalTodos: PersonalTodosActions;
  pimStockLocations: PimStockLocationsActions;
  plandayPayrateChanges: PlandayPayrateChangesActions;
  posDevices: PosDevicesActions;
  posFloorplans: PosFloorplansActions;
  posReports: PosReportsActions;
  posVenues: PosVenuesActions;
  pouringCategories: PouringCategoriesActions;
  powerBi: PowerBiActions;
  priceGroups: PriceGroupsActions;
  priceShiftWindows: PriceShiftWindowsActions;
  productUnits: ProductUnitsActions;
  purchaseOrders: PurchaseOrdersActions;
  recipes: RecipesActions;
  reservationsDocument: ReservationsDocumentActions;
  roleInstances: RoleInstancesActions;
  roles: RolesActions;
  salesProductGroups: SalesProductGroupsActions;
  salesProducts: SalesProductsActions;
  salesProductSubGroups: SalesProductSubGroupsActions;
  salesWasteReasons: SalesWasteReasonsActions;
  setupProducts: SetupProductsActions;
  setupTimeZones: SetupTimeZonesActions;
  stockContainerTypes: StockContainerTypesActions;
  stockCounts: StockCountsActions;
  stockingTemplates: StockingTemplatesActions;
  stockProductGroups: StockProductGroupsActions;
  stockProductRequests: StockProductRequestsActions;
  stockProducts: StockProductsActions;
  stockSettings: StockSettingsActions;
  stockTransfers: StockTransfersActions;
  stockWasteReasons: StockWasteReasonsActions;
  tags: TagsActions;
  taxGroups: TaxGroupsActions;
  tonightAcrossVenues: TonightAcrossVenuesActions;
  users: UsersActions;
  venueCampaigns: VenueCampaignsActions;
  venueCockpit: VenueCockpitActions;
  venueDetails: VenueDetailsActions;
  venueDrive: VenueDriveActions;
  venueInfo: VenueInfoActions;
  venueNotes: VenueNotesActions;
  venueRecipes: VenueRecipesActions;
  venueSections: VenueSectionsActions;
  venueSetupCalendarEntries: VenueSetupCalendarEntriesActions;
  venueSetups: VenueSetupsActions;
  venueStocks: VenueStocksActions;
  venueTasks: VenueTasksActions;
  venueTrainingSessions: VenueTrainingSessionsActions;
  waiterLists: WaiterListsActions;
  wizardInstances: WizardInstancesActions;
}

/** Every declared endpoint, its domain actions taken from the registry. */
export function endpointRoutes(actions: DomainActions): EndpointRoute[] {
  return [
    ...activationPlanBudgetsRoutes(actions.activationPlanBudgets),
    ...activationPlanCampaignsRoutes(actions.activationPlanCampaigns),
    ...activationPlanChangeLogRoutes(actions.activationPlanChangeLog),
    ...activationPlanCommentsRoutes(actions.activationPlanComments),
    ...activationPlanEventsRoutes(actions.activationPlanEvents),
    ...activationPlanTemplatesRoutes,
    ...allergiesRoutes(actions.allergies),
    ...assignedSalesProductsRoutes(actions.assignedSalesProducts),
    ...assignedStockProductsRoutes(actions.assignedStockProducts),
    ...automationsRoutes(actions.automations),
    ...bookingCustomersRoutes,
    ...bookingEventsRoutes(actions.bookingEvents),
    ...bookingFormsRoutes(actions.bookingForms),
    ...bookingFormSubmissionsRoutes(actions.bookingFormSubmissions),
    ...bookingLocationsRoutes(actions.bookingLocations),
    ...bookingProductsRoutes(actions.bookingProducts),
    ...bookingsRoutes(actions.bookings),
    ...bookingTagsRoutes(actions.bookingTags),
    ...campaignOutboxRoutes,
    ...campusEmployeesRoutes(actions.campusEmployees),
    ...campusLevelChangesRoutes(actions.campusLevelChanges),
    ...cockpitReportsRoutes,
    ...cookiePopupSettingsRoutes(actions.cookiePopupSettings),
    ...cookiesRoutes(actions.cookies),
    ...countrySettingsRoutes(actions.countrySettings),
    ...crmStatisticsRoutes(actions.crmStatistics),
    ...dataControllerRoutes(actions.dataController),
    ...dataProcessorsRoutes(actions.dataProcessors),
    ...desiredStocksRoutes(actions.desiredStocks),
    ...dynamicFormsRoutes(actions.dynamicForms),
    ...dynamicFormSubmissionsRoutes,
    ...emailConversationsRoutes(actions.emailConversations),
    ...emailSignaturesRoutes(actions.emailSignatures),
    ...emailSyncAccountsRoutes(actions.emailSyncAccounts),
    ...emailTemplatesRoutes(actions.emailTemplates),
    ...eodReportRulesRoutes(actions.eodReportRules),
    ...eodReportsRoutes(actions.eodReports),
    ...feedbackRoutes(actions.feedback),
    ...globalLogsRoutes,
    ...guestAccessLogsRoutes,
    ...guestConsentConfirmationsRoutes,
    ...guestConsentEvidenceRoutes,
    ...guestConsentsRoutes,
    ...guestDuplicateDismissalsRoutes,
    ...guestDuplicateRunsRoutes,
    ...guestDuplicatesRoutes(actions.guestDuplicates),
    ...guestImportsRoutes(actions.guestImports),
    ...guestListItemsRoutes(actions.guestListItems),
    ...guestLogsRoutes,
    ...guestMailOutboxRoutes,
    ...guestNotesRoutes,
    ...guestProfileMergesRoutes,
    ...guestProfilesRoutes(actions.guestProfiles),
    ...guestRequestsRoutes(actions.guestRequests),
    ...guestRetentionRoutes(actions.guestRetention),
    ...guestRetentionRunsRoutes,
    ...guestSegmentsRoutes(actions.guestSegments),
    ...handlebarsRoutes(actions.handlebars),
    ...idamRoutes(actions.idam),
    ...legalDocumentsRoutes(actions.legalDocuments),
    ...listNotificationRulesRoutes(actions.listNotificationRules),
    ...listRuleFiringsRoutes,
    ...listsRoutes(actions.lists),
    ...listSessionsRoutes(actions.listSessions),
    ...masterCampaignsRoutes(actions.masterCampaigns),
    ...mediaRoutes(actions.media),
    ...mediaLibraryRoutes(actions.mediaLibrary),
    ...meetingInstancesRoutes(actions.meetingInstances),
    ...meetingNotificationRulesRoutes(actions.meetingNotificationRules),
    ...meetingRuleFiringsRoutes,
    ...meetingsRoutes(actions.meetings),
    ...messageTemplatesRoutes(actions.messageTemplates),
    ...messengerConversationsRoutes(actions.messengerConversations),
    ...messengerIdentitiesRoutes(actions.messengerIdentities),
    ...newsArticlesRoutes(actions.newsArticles),
    ...newsCommentsRoutes(actions.newsComments),
    ...newsLikesRoutes,
    ...notificationsRoutes(actions.notifications),
    ...operationLinksRoutes,
    ...packagesRoutes(actions.packages),
    ...personalTodoCategoriesRoutes(actions.personalTodoCategories),
    ...personalTodosRoutes(actions.personalTodos),
    ...pimStockLocationsRoutes(actions.pimStockLocations),
    ...plandayPayrateChangesRoutes(actions.plandayPayrateChanges),
    ...posDevicesRoutes(actions.posDevices),
    ...posFloorplansRoutes(actions.posFloorplans),
    ...posReportsRoutes(actions.posReports),
    ...posVenuesRoutes(actions.posVenues),
    ...pouringCategoriesRoutes(actions.pouringCategories),
    ...powerBiRoutes(actions.powerBi),
    ...priceGroupsRoutes(actions.priceGroups),
    ...priceShiftWindowsRoutes(actions.priceShiftWindows),
    ...productUnitsRoutes(actions.productUnits),
    ...purchaseOrdersRoutes(actions.purchaseOrders),
    ...recipesRoutes(actions.recipes),
    ...regionsRoutes,
    ...reservationsDocumentRoutes(actions.reservationsDocument),
    ...roleInstancesRoutes(actions.roleInstances),
    ...rolesRoutes(actions.roles),
    ...salesProductGroupsRoutes(actions.salesProductGroups),
    ...salesProductsRoutes(actions.salesProducts),
    ...salesProductSubGroupsRoutes(actions.salesProductSubGroups),
    ...salesWasteReasonsRoutes(actions.salesWasteReasons),
    ...setupProductsRoutes(actions.setupProducts),
    ...setupTimeZonesRoutes(actions.setupTimeZones),
    ...shortLinksRoutes,
    ...stockContainerTypesRoutes(actions.stockContainerTypes),
    ...stockCountsRoutes(actions.stockCounts),
    ...stockingTemplatesRoutes(actions.stockingTemplates),
    ...stockMovementsRoutes,
    ...stockProductGroupsRoutes(actions.stockProductGroups),
    ...stockProductRequestsRoutes(actions.stockProductRequests),
    ...stockProductsRoutes(actions.stockProducts),
    ...stockSettingsRoutes(actions.stockSettings),
    ...stockTransfersRoutes(actions.stockTransfers),
    ...stockWasteReasonsRoutes(actions.stockWasteReasons),
    ...tagsRoutes(actions.tags),
    ...taxGroupsRoutes(actions.taxGroups),
    ...tonightAcrossVenuesRoutes(actions.tonightAcrossVenues),
    ...usersRoutes(actions.users),
    ...vendorsRoutes,
    ...venueCampaignsRoutes(actions.venueCampaigns),
    ...venueCockpitRoutes(actions.venueCockpit),
    ...venueDetailsRoutes(actions.venueDetails),
    ...venueDriveRoutes(actions.venueDrive),
    ...venueDriveFilesRoutes,
    ...venueInfoRoutes(actions.venueInfo),
    ...venueNotesRoutes(actions.venueNotes),
    ...venueRecipesRoutes(actions.venueRecipes),
    ...venuesRoutes,
    ...venueSectionsRoutes(actions.venueSections),
    ...venueSetupCalendarEntriesRoutes(actions.venueSetupCalendarEntries),
    ...venueSetupsRoutes(actions.venueSetups),
    ...venueStocksRoutes(actions.venueStocks),
    ...venueTablesRoutes,
    ...venueTaskChecksRoutes,
    ...venueTasksRoutes(actions.venueTasks),
    ...venueTrainingSessionsRoutes(actions.venueTrainingSessions),
    ...waiterListsRoutes(actions.waiterLists),
    ...wizardInstancesRoutes(actions.wizardInstances),
    ...zReportsRoutes,
  ];
}

/** Migration files in the order they run. */
export const migrationFiles: string[] = [
  'activation_plan_budgets.sql',
  'activation_plan_campaigns.sql',
  'activation_plan_change_log.sql',
  'activation_plan_comments.sql',
  'activation_plan_events.sql',
  'activation_plan_templates.sql',
  'assigned_sales_products.sql',
  'assigned_stock_products.sql',
  'automations.sql',
  'booking_customers.sql',
  'booking_events.sql',
  'booking_forms.sql',
  'booking_form_submissions.sql',
  'booking_products.sql',
  'bookings.sql',
  'booking_tags.sql',
  'campaign_outbox.sql',
  'campus_employees.sql',
  'campus_level_changes.sql',
  'cockpit_reports.sql',
  'cookie_popup_settings.sql',
  'cookies.sql',
  'country_settings.sql',
  'crm_statistics.sql',
  'data_controller.sql',
  'data_processors.sql',
  'desired_stocks.sql',
  'dynamic_forms.sql',
  'dynamic_form_submissions.sql',
  'email_conversations.sql',
  'email_signatures.sql',
  'email_sync_accounts.sql',
  'email_templates.sql',
  'eod_report_rules.sql',
  'eod_reports.sql',
  'feedback.sql',
  'global_logs.sql',
  'guest_access_logs.sql',
  'guest_consent_confirmations.sql',
  'guest_consent_evidence.sql',
  'guest_consents.sql',
  'guest_duplicate_dismissals.sql',
  'guest_duplicate_runs.sql',
  'guest_duplicates.sql',
  'guest_imports.sql',
  'guest_list_items.sql',
  'guest_logs.sql',
  'guest_mail_outbox.sql',
  'guest_notes.sql',
  'guest_profile_merges.sql',
  'guest_profiles.sql',
  'guest_requests.sql',
  'guest_retention.sql',
  'guest_retention_runs.sql',
  'guest_segments.sql',
  'legal_documents.sql',
  'list_notification_rules.sql',
  'list_rule_firings.sql',
  'lists.sql',
  'list_sessions.sql',
  'master_campaigns.sql',
  'media.sql',
  'meeting_instances.sql',
  'meeting_notification_rules.sql',
  'meeting_rule_firings.sql',
  'meetings.sql',
  'message_templates.sql',
  'messenger_conversations.sql',
  'messenger_identities.sql',
  'news_articles.sql',
  'news_comments.sql',
  'news_likes.sql',
  'notifications.sql',
  'operation_links.sql',
  'packages.sql',
  'personal_todo_categories.sql',
  'personal_todos.sql',
  'pim_stock_locations.sql',
  'planday_payrate_changes.sql',
  'pos_devices.sql',
  'pos_floorplans.sql',
  'pos_venues.sql',
  'price_shift_windows.sql',
  'purchase_orders.sql',
  'recipes.sql',
  'regions.sql',
  'role_instances.sql',
  'roles.sql',
  'sales_products.sql',
  'sales_waste_reasons.sql',
  'setup_products.sql',
  'short_links.sql',
  'stock_counts.sql',
  'stocking_templates.sql',
  'stock_movements.sql',
  'stock_product_requests.sql',
  'stock_products.sql',
  'stock_settings.sql',
  'stock_transfers.sql',
  'stock_waste_reasons.sql',
  'users.sql',
  'vendors.sql',
  'venue_campaigns.sql',
  'venue_details.sql',
  'venue_drive.sql',
  'venue_drive_files.sql',
  'venue_info.sql',
  'venue_notes.sql',
  'venue_recipes.sql',
  'venues.sql',
  'venue_sections.sql',
  'venue_setup_calendar_entries.sql',
  'venue_setups.sql',
  'venue_tables.sql',
  'venue_task_checks.sql',
  'venue_tasks.sql',
  'venue_training_sessions.sql',
  'waiter_lists.sql',
  'wizard_instances.sql',
  'z_reports.sql',
];
