// Generated from every resource in schema/ by `npm run generate`. Do not edit.
import type { EndpointRoute, ResourceMeta } from '@/server/api/types';
import { activationPlanBudgetsResource, activationPlanBudgetsRoutes } from './resources/activationPlanBudgets';
import { activationPlanCampaignsResource, activationPlanCampaignsRoutes } from './resources/activationPlanCampaigns';
import { activationPlanChangeLogResource, activationPlanChangeLogRoutes } from './resources/activationPlanChangeLog';
import { activationPlanCommentsResource, activationPlanCommentsRoutes } from './resources/activationPlanComments';
import { activationPlanEventsResource, activationPlanEventsRoutes } from './resources/activationPlanEvents';
import { activationPlanTemplatesResource, activationPlanTemplatesRoutes } from './resources/activationPlanTemplates';
import { allergiesResource, allergiesRoutes } from './resources/allergies';
import { assignedSalesProductsResource, assignedSalesProductsRoutes } from './resources/assignedSalesProducts';
import { assignedStockProductsResource, assignedStockProductsRoutes } from './resources/assignedStockProducts';
import { automationsResource, automationsRoutes } from './resources/automations';
import { bookingCustomersResource, bookingCustomersRoutes } from './resources/bookingCustomers';
import { bookingEventsResource, bookingEventsRoutes } from './resources/bookingEvents';
import { bookingFormsResource, bookingFormsRoutes } from './resources/bookingForms';
import { bookingFormSubmissionsResource, bookingFormSubmissionsRoutes } from './resources/bookingFormSubmissions';
import { bookingLocationsResource, bookingLocationsRoutes } from './resources/bookingLocations';
import { bookingProductsResource, bookingProductsRoutes } from './resources/bookingProducts';
import { bookingsResource, bookingsRoutes } from './resources/bookings';
import { bookingTagsResource, bookingTagsRoutes } from './resources/bookingTags';
import { campaignOutboxResource, campaignOutboxRoutes } from './resources/campaignOutbox';
import { campusEmployeesResource, campusEmployeesRoutes } from './resources/campusEmployees';
import { campusLevelChangesResource, campusLevelChangesRoutes } from './resources/campusLevelChanges';
import { cockpitReportsResource, cockpitReportsRoutes } from './resources/cockpitReports';
import { cookiePopupSettingsResource, cookiePopupSettingsRoutes } from './resources/cookiePopupSettings';
import { cookiesResource, cookiesRoutes } from './resources/cookies';
import { countrySettingsResource, countrySettingsRoutes } from './resources/countrySettings';
import { crmStatisticsResource, crmStatisticsRoutes } from './resources/crmStatistics';
import { dataControllerResource, dataControllerRoutes } from './resources/dataController';
import { dataProcessorsResource, dataProcessorsRoutes } from './resources/dataProcessors';
import { desiredStocksResource, desiredStocksRoutes } from './resources/desiredStocks';
import { dynamicFormsResource, dynamicFormsRoutes } from './resources/dynamicForms';
import { dynamicFormSubmissionsResource, dynamicFormSubmissionsRoutes } from './resources/dynamicFormSubmissions';
import { emailConversationsResource, emailConversationsRoutes } from './resources/emailConversations';
import { emailSignaturesResource, emailSignaturesRoutes } from './resources/emailSignatures';
import { emailSyncAccountsResource, emailSyncAccountsRoutes } from './resources/emailSyncAccounts';
import { emailTemplatesResource, emailTemplatesRoutes } from './resources/emailTemplates';
import { eodReportRulesResource, eodReportRulesRoutes } from './resources/eodReportRules';
import { eodReportsResource, eodReportsRoutes } from './resources/eodReports';
import { feedbackResource, feedbackRoutes } from './resources/feedback';
import { globalLogsResource, globalLogsRoutes } from './resources/globalLogs';
import { guestConsentsResource, guestConsentsRoutes } from './resources/guestConsents';
import { guestListItemsResource, guestListItemsRoutes } from './resources/guestListItems';
import { guestLogsResource, guestLogsRoutes } from './resources/guestLogs';
import { guestNotesResource, guestNotesRoutes } from './resources/guestNotes';
import { guestProfilesResource, guestProfilesRoutes } from './resources/guestProfiles';
import { guestSegmentsResource, guestSegmentsRoutes } from './resources/guestSegments';
import { handlebarsResource, handlebarsRoutes } from './resources/handlebars';
import { idamResource, idamRoutes } from './resources/idam';
import { legalDocumentsResource, legalDocumentsRoutes } from './resources/legalDocuments';
import { listNotificationRulesResource, listNotificationRulesRoutes } from './resources/listNotificationRules';
import { listRuleFiringsResource, listRuleFiringsRoutes } from './resources/listRuleFirings';
import { listsResource, listsRoutes } from './resources/lists';
import { listSessionsResource, listSessionsRoutes } from './resources/listSessions';
import { masterCampaignsResource, masterCampaignsRoutes } from './resources/masterCampaigns';
import { mediaResource, mediaRoutes } from './resources/media';
import { mediaLibraryResource, mediaLibraryRoutes } from './resources/mediaLibrary';
import { meetingInstancesResource, meetingInstancesRoutes } from './resources/meetingInstances';
import { meetingNotificationRulesResource, meetingNotificationRulesRoutes } from './resources/meetingNotificationRules';
import { meetingRuleFiringsResource, meetingRuleFiringsRoutes } from './resources/meetingRuleFirings';
import { meetingsResource, meetingsRoutes } from './resources/meetings';
import { messageTemplatesResource, messageTemplatesRoutes } from './resources/messageTemplates';
import { messengerConversationsResource, messengerConversationsRoutes } from './resources/messengerConversations';
import { messengerIdentitiesResource, messengerIdentitiesRoutes } from './resources/messengerIdentities';
import { newsArticlesResource, newsArticlesRoutes } from './resources/newsArticles';
import { newsCommentsResource, newsCommentsRoutes } from './resources/newsComments';
import { newsLikesResource, newsLikesRoutes } from './resources/newsLikes';
import { notificationsResource, notificationsRoutes } from './resources/notifications';
import { operationLinksResource, operationLinksRoutes } from './resources/operationLinks';
import { packagesResource, packagesRoutes } from './resources/packages';
import { personalTodoCategoriesResource, personalTodoCategoriesRoutes } from './resources/personalTodoCategories';
import { personalTodosResource, personalTodosRoutes } from './resources/personalTodos';
import { pimStockLocationsResource, pimStockLocationsRoutes } from './resources/pimStockLocations';
import { plandayPayrateChangesResource, plandayPayrateChangesRoutes } from './resources/plandayPayrateChanges';
import { posDevicesResource, posDevicesRoutes } from './resources/posDevices';
import { posFloorplansResource, posFloorplansRoutes } from './resources/posFloorplans';
import { posReportsResource, posReportsRoutes } from './resources/posReports';
import { posVenuesResource, posVenuesRoutes } from './resources/posVenues';
import { pouringCategoriesResource, pouringCategoriesRoutes } from './resources/pouringCategories';
import { powerBiResource, powerBiRoutes } from './resources/powerBi';
import { priceGroupsResource, priceGroupsRoutes } from './resources/priceGroups';
import { priceShiftWindowsResource, priceShiftWindowsRoutes } from './resources/priceShiftWindows';
import { productUnitsResource, productUnitsRoutes } from './resources/productUnits';
import { purchaseOrdersResource, purchaseOrdersRoutes } from './resources/purchaseOrders';
import { recipesResource, recipesRoutes } from './resources/recipes';
import { regionsResource, regionsRoutes } from './resources/regions';
import { reservationsDocumentResource, reservationsDocumentRoutes } from './resources/reservationsDocument';
import { roleInstancesResource, roleInstancesRoutes } from './resources/roleInstances';
import { rolesResource, rolesRoutes } from './resources/roles';
import { salesProductGroupsResource, salesProductGroupsRoutes } from './resources/salesProductGroups';
import { salesProductsResource, salesProductsRoutes } from './resources/salesProducts';
import { salesProductSubGroupsResource, salesProductSubGroupsRoutes } from './resources/salesProductSubGroups';
import { salesWasteReasonsResource, salesWasteReasonsRoutes } from './resources/salesWasteReasons';
import { setupProductsResource, setupProductsRoutes } from './resources/setupProducts';
import { setupTimeZonesResource, setupTimeZonesRoutes } from './resources/setupTimeZones';
import { shortLinksResource, shortLinksRoutes } from './resources/shortLinks';
import { stockContainerTypesResource, stockContainerTypesRoutes } from './resources/stockContainerTypes';
import { stockCountsResource, stockCountsRoutes } from './resources/stockCounts';
import { stockingTemplatesResource, stockingTemplatesRoutes } from './resources/stockingTemplates';
import { stockMovementsResource, stockMovementsRoutes } from './resources/stockMovements';
import { stockProductGroupsResource, stockProductGroupsRoutes } from './resources/stockProductGroups';
import { stockProductRequestsResource, stockProductRequestsRoutes } from './resources/stockProductRequests';
import { stockProductsResource, stockProductsRoutes } from './resources/stockProducts';
import { stockSettingsResource, stockSettingsRoutes } from './resources/stockSettings';
import { stockTransfersResource, stockTransfersRoutes } from './resources/stockTransfers';
import { stockWasteReasonsResource, stockWasteReasonsRoutes } from './resources/stockWasteReasons';
import { tagsResource, tagsRoutes } from './resources/tags';
import { taxGroupsResource, taxGroupsRoutes } from './resources/taxGroups';
import { usersResource, usersRoutes } from './resources/users';
import { vendorsResource, vendorsRoutes } from './resources/vendors';
import { venueCampaignsResource, venueCampaignsRoutes } from './resources/venueCampaigns';
import { venueCockpitResource, venueCockpitRoutes } from './resources/venueCockpit';
import { venueDetailsResource, venueDetailsRoutes } from './resources/venueDetails';
import { venueDriveResource, venueDriveRoutes } from './resources/venueDrive';
import { venueDriveFilesResource, venueDriveFilesRoutes } from './resources/venueDriveFiles';
import { venueInfoResource, venueInfoRoutes } from './resources/venueInfo';
import { venueNotesResource, venueNotesRoutes } from './resources/venueNotes';
import { venueRecipesResource, venueRecipesRoutes } from './resources/venueRecipes';
import { venuesResource, venuesRoutes } from './resources/venues';
import { venueSectionsResource, venueSectionsRoutes } from './resources/venueSections';
import { venueSetupCalendarEntriesResource, venueSetupCalendarEntriesRoutes } from './resources/venueSetupCalendarEntries';
import { venueSetupsResource, venueSetupsRoutes } from './resources/venueSetups';
import { venueStocksResource, venueStocksRoutes } from './resources/venueStocks';
import { venueTablesResource, venueTablesRoutes } from './resources/venueTables';
import { venueTaskChecksResource, venueTaskChecksRoutes } from './resources/venueTaskChecks';
import { venueTasksResource, venueTasksRoutes } from './resources/venueTasks';
import { venueTrainingSessionsResource, venueTrainingSessionsRoutes } from './resources/venueTrainingSessions';
import { waiterListsResource, waiterListsRoutes } from './resources/waiterLists';
import { wizardInstancesResource, wizardInstancesRoutes } from './resources/wizardInstances';
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
  guestConsents: guestConsentsResource,
  guestListItems: guestListItemsResource,
  guestLogs: guestLogsResource,
  guestNotes: guestNotesResource,
  guestProfiles: guestProfilesResource,
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

export const endpointRoutes: EndpointRoute[] = [
  ...activationPlanBudgetsRoutes,
  ...activationPlanCampaignsRoutes,
  ...activationPlanChangeLogRoutes,
  ...activationPlanCommentsRoutes,
  ...activationPlanEventsRoutes,
  ...activationPlanTemplatesRoutes,
  ...allergiesRoutes,
  ...assignedSalesProductsRoutes,
  ...assignedStockProductsRoutes,
  ...automationsRoutes,
  ...bookingCustomersRoutes,
  ...bookingEventsRoutes,
  ...bookingFormsRoutes,
  ...bookingFormSubmissionsRoutes,
  ...bookingLocationsRoutes,
  ...bookingProductsRoutes,
  ...bookingsRoutes,
  ...bookingTagsRoutes,
  ...campaignOutboxRoutes,
  ...campusEmployeesRoutes,
  ...campusLevelChangesRoutes,
  ...cockpitReportsRoutes,
  ...cookiePopupSettingsRoutes,
  ...cookiesRoutes,
  ...countrySettingsRoutes,
  ...crmStatisticsRoutes,
  ...dataControllerRoutes,
  ...dataProcessorsRoutes,
  ...desiredStocksRoutes,
  ...dynamicFormsRoutes,
  ...dynamicFormSubmissionsRoutes,
  ...emailConversationsRoutes,
  ...emailSignaturesRoutes,
  ...emailSyncAccountsRoutes,
  ...emailTemplatesRoutes,
  ...eodReportRulesRoutes,
  ...eodReportsRoutes,
  ...feedbackRoutes,
  ...globalLogsRoutes,
  ...guestConsentsRoutes,
  ...guestListItemsRoutes,
  ...guestLogsRoutes,
  ...guestNotesRoutes,
  ...guestProfilesRoutes,
  ...guestSegmentsRoutes,
  ...handlebarsRoutes,
  ...idamRoutes,
  ...legalDocumentsRoutes,
  ...listNotificationRulesRoutes,
  ...listRuleFiringsRoutes,
  ...listsRoutes,
  ...listSessionsRoutes,
  ...masterCampaignsRoutes,
  ...mediaRoutes,
  ...mediaLibraryRoutes,
  ...meetingInstancesRoutes,
  ...meetingNotificationRulesRoutes,
  ...meetingRuleFiringsRoutes,
  ...meetingsRoutes,
  ...messageTemplatesRoutes,
  ...messengerConversationsRoutes,
  ...messengerIdentitiesRoutes,
  ...newsArticlesRoutes,
  ...newsCommentsRoutes,
  ...newsLikesRoutes,
  ...notificationsRoutes,
  ...operationLinksRoutes,
  ...packagesRoutes,
  ...personalTodoCategoriesRoutes,
  ...personalTodosRoutes,
  ...pimStockLocationsRoutes,
  ...plandayPayrateChangesRoutes,
  ...posDevicesRoutes,
  ...posFloorplansRoutes,
  ...posReportsRoutes,
  ...posVenuesRoutes,
  ...pouringCategoriesRoutes,
  ...powerBiRoutes,
  ...priceGroupsRoutes,
  ...priceShiftWindowsRoutes,
  ...productUnitsRoutes,
  ...purchaseOrdersRoutes,
  ...recipesRoutes,
  ...regionsRoutes,
  ...reservationsDocumentRoutes,
  ...roleInstancesRoutes,
  ...rolesRoutes,
  ...salesProductGroupsRoutes,
  ...salesProductsRoutes,
  ...salesProductSubGroupsRoutes,
  ...salesWasteReasonsRoutes,
  ...setupProductsRoutes,
  ...setupTimeZonesRoutes,
  ...shortLinksRoutes,
  ...stockContainerTypesRoutes,
  ...stockCountsRoutes,
  ...stockingTemplatesRoutes,
  ...stockMovementsRoutes,
  ...stockProductGroupsRoutes,
  ...stockProductRequestsRoutes,
  ...stockProductsRoutes,
  ...stockSettingsRoutes,
  ...stockTransfersRoutes,
  ...stockWasteReasonsRoutes,
  ...tagsRoutes,
  ...taxGroupsRoutes,
  ...usersRoutes,
  ...vendorsRoutes,
  ...venueCampaignsRoutes,
  ...venueCockpitRoutes,
  ...venueDetailsRoutes,
  ...venueDriveRoutes,
  ...venueDriveFilesRoutes,
  ...venueInfoRoutes,
  ...venueNotesRoutes,
  ...venueRecipesRoutes,
  ...venuesRoutes,
  ...venueSectionsRoutes,
  ...venueSetupCalendarEntriesRoutes,
  ...venueSetupsRoutes,
  ...venueStocksRoutes,
  ...venueTablesRoutes,
  ...venueTaskChecksRoutes,
  ...venueTasksRoutes,
  ...venueTrainingSessionsRoutes,
  ...waiterListsRoutes,
  ...wizardInstancesRoutes,
  ...zReportsRoutes,
];

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
  'guest_consents.sql',
  'guest_list_items.sql',
  'guest_logs.sql',
  'guest_notes.sql',
  'guest_profiles.sql',
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
