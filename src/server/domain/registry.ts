import type { DomainActions } from '@generated/server';
import * as activationPlanBudgets from './venue/activationPlanBudgets';
import * as activationPlanCampaigns from './venue/activationPlanCampaigns';
import * as activationPlanChangeLog from './venue/activationPlanChangeLog';
import * as activationPlanComments from './venue/activationPlanComments';
import * as activationPlanEvents from './venue/activationPlanEvents';
import * as allergies from './pos/allergies';
import * as assignedSalesProducts from './pos/assignedSalesProducts';
import * as assignedStockProducts from './pos/assignedStockProducts';
import * as automations from './crm/automations';
import * as bookingEvents from './bookings/bookingEvents';
import * as bookingForms from './crm/bookingForms';
import * as bookingFormSubmissions from './crm/bookingFormSubmissions';
import * as bookingLocations from './setup/bookingLocations';
import * as bookingProducts from './crm/bookingProducts';
import * as bookings from './bookings/bookings';
import * as bookingTags from './bookings/bookingTags';
import * as campusEmployees from './reports/campusEmployees';
import * as campusLevelChanges from './reports/campusLevelChanges';
import * as cookiePopupSettings from './crm/cookiePopupSettings';
import * as cookies from './crm/cookies';
import * as countrySettings from './pos/countrySettings';
import * as crmStatistics from './crm/crmStatistics';
import * as dataController from './crm/dataController';
import * as dataProcessors from './crm/dataProcessors';
import * as desiredStocks from './procurement/desiredStocks';
import * as dynamicForms from './crm/dynamicForms';
import * as emailConversations from './crm/emailConversations';
import * as emailSignatures from './crm/emailSignatures';
import * as emailSyncAccounts from './crm/emailSyncAccounts';
import * as emailTemplates from './crm/emailTemplates';
import * as eodReportRules from './life/eodReportRules';
import * as eodReports from './venue/eodReports';
import * as feedback from './crm/feedback';
import * as guestListItems from './bookings/guestListItems';
import * as guestDuplicates from './guests/guestDuplicates';
import * as guestImports from './guests/guestImports';
import * as guestProfiles from './guests/guestProfiles';
import * as guestRequests from './guests/guestRequests';
import * as guestRetention from './guests/guestRetention';
import * as guestSegments from './crm/guestSegments';
import * as handlebars from './crm/handlebars';
import * as idam from './shell/idam';
import * as legalDocuments from './crm/legalDocuments';
import * as listNotificationRules from './life/listNotificationRules';
import * as lists from './life/lists';
import * as listSessions from './venue/listSessions';
import * as masterCampaigns from './crm/masterCampaigns';
import * as media from './shell/media';
import * as mediaLibrary from './venue/mediaLibrary';
import * as meetingInstances from './venue/meetingInstances';
import * as meetingNotificationRules from './life/meetingNotificationRules';
import * as meetings from './life/meetings';
import * as messageTemplates from './crm/messageTemplates';
import * as messengerConversations from './crm/messengerConversations';
import * as messengerIdentities from './crm/messengerIdentities';
import * as newsArticles from './life/newsArticles';
import * as newsComments from './life/newsComments';
import * as notifications from './venue/notifications';
import * as packages from './pos/packages';
import * as personalTodoCategories from './venue/personalTodoCategories';
import * as personalTodos from './venue/personalTodos';
import * as pimStockLocations from './venue/pimStockLocations';
import * as plandayPayrateChanges from './reports/plandayPayrateChanges';
import * as posDevices from './pos/posDevices';
import * as posFloorplans from './pos/posFloorplans';
import * as posReports from './pos/posReports';
import * as posVenues from './pos/posVenues';
import * as pouringCategories from './pos/pouringCategories';
import * as powerBi from './reports/powerBi';
import * as priceGroups from './pos/priceGroups';
import * as priceShiftWindows from './pos/priceShiftWindows';
import * as productUnits from './pos/productUnits';
import * as purchaseOrders from './pos/purchaseOrders';
import * as recipes from './procurement/recipes';
import * as reservationsDocument from './bookings/reservationsDocument';
import * as roleInstances from './shell/roleInstances';
import * as roles from './shell/roles';
import * as salesProductGroups from './pos/salesProductGroups';
import * as salesProducts from './pos/salesProducts';
import * as salesProductSubGroups from './pos/salesProductSubGroups';
import * as salesWasteReasons from './pos/salesWasteReasons';
import * as setupProducts from './setup/setupProducts';
import * as setupTimeZones from './setup/setupTimeZones';
import * as stockContainerTypes from './pos/stockContainerTypes';
import * as stockCounts from './pos/stockCounts';
import * as stockingTemplates from './procurement/stockingTemplates';
import * as stockProductGroups from './pos/stockProductGroups';
import * as stockProductRequests from './procurement/stockProductRequests';
import * as stockProducts from './pos/stockProducts';
import * as stockSettings from './procurement/stockSettings';
import * as stockTransfers from './procurement/stockTransfers';
import * as stockWasteReasons from './pos/stockWasteReasons';
import * as tags from './shell/tags';
import * as taxGroups from './pos/taxGroups';
import * as tonightAcrossVenues from './bookings/tonightAcrossVenues';
import * as users from './shell/users';
import * as venueCampaigns from './crm/venueCampaigns';
import * as venueCockpit from './venue/venueCockpit';
import * as venueDetails from './setup/venueDetails';
import * as venueDrive from './venue/venueDrive';
import * as venueInfo from './venue/venueInfo';
import * as venueNotes from './bookings/venueNotes';
import * as venueRecipes from './procurement/venueRecipes';
import * as venueSections from './setup/venueSections';
import * as venueSetupCalendarEntries from './setup/venueSetupCalendarEntries';
import * as venueSetups from './setup/venueSetups';
import { moveTable } from './bookings/tableMoves';
import * as venueStocks from './procurement/venueStocks';
import * as venueTasks from './venue/venueTasks';
import * as venueTrainingSessions from './reports/venueTrainingSessions';
import * as waiterLists from './pos/waiterLists';
import * as wizardInstances from './reports/wizardInstances';

/**
 * The domain actions behind the declared endpoints, by resource. `satisfies` holds it to the generated contract: an
 * action the schema names that is missing here, or takes or returns the wrong types, fails the type check.
 */
export const domainActions = {
  activationPlanBudgets,
  activationPlanCampaigns,
  activationPlanChangeLog,
  activationPlanComments,
  activationPlanEvents,
  allergies,
  assignedSalesProducts,
  assignedStockProducts,
  automations,
  bookingEvents,
  bookingForms,
  bookingFormSubmissions,
  bookingLocations,
  bookingProducts,
  bookings,
  bookingTags,
  campusEmployees,
  campusLevelChanges,
  cookiePopupSettings,
  cookies,
  countrySettings,
  crmStatistics,
  dataController,
  dataProcessors,
  desiredStocks,
  dynamicForms,
  emailConversations,
  emailSignatures,
  emailSyncAccounts,
  emailTemplates,
  eodReportRules,
  eodReports,
  feedback,
  guestListItems,
  guestProfiles,
  guestRequests,
  guestRetention,
  guestDuplicates,
  guestImports,
  guestSegments,
  handlebars,
  idam,
  legalDocuments,
  listNotificationRules,
  lists,
  listSessions,
  masterCampaigns,
  media,
  mediaLibrary,
  meetingInstances,
  meetingNotificationRules,
  meetings,
  messageTemplates,
  messengerConversations,
  messengerIdentities,
  newsArticles,
  newsComments,
  notifications,
  packages,
  personalTodoCategories,
  personalTodos,
  pimStockLocations,
  plandayPayrateChanges,
  posDevices,
  posFloorplans,
  posReports,
  posVenues,
  pouringCategories,
  powerBi,
  priceGroups,
  priceShiftWindows,
  productUnits,
  purchaseOrders,
  recipes,
  reservationsDocument,
  roleInstances,
  roles,
  salesProductGroups,
  salesProducts,
  salesProductSubGroups,
  salesWasteReasons,
  setupProducts,
  setupTimeZones,
  stockContainerTypes,
  stockCounts,
  stockingTemplates,
  stockProductGroups,
  stockProductRequests,
  stockProducts,
  stockSettings,
  stockTransfers,
  stockWasteReasons,
  tags,
  taxGroups,
  tonightAcrossVenues,
  users,
  venueCampaigns,
  venueCockpit,
  venueDetails,
  venueDrive,
  venueInfo,
  venueNotes,
  venueRecipes,
  venueSections,
  venueSetupCalendarEntries,
  // Moving a table moves its bookings: the action lives with the bookings, which may use the setup (not the reverse).
  venueSetups: { ...venueSetups, moveTable },
  venueStocks,
  venueTasks,
  venueTrainingSessions,
  waiterLists,
  wizardInstances,
} satisfies DomainActions;

