// Generated from the schema (resources on the main API) by `npm run generate`. Do not edit.
import { createSurfaceDataProvider } from '@/data/kit';
import { activationPlanBudgetsEndpoints } from '../api/activationPlanBudgets';
import { activationPlanCampaignsEndpoints } from '../api/activationPlanCampaigns';
import { activationPlanChangeLogEndpoints } from '../api/activationPlanChangeLog';
import { activationPlanCommentsEndpoints } from '../api/activationPlanComments';
import { activationPlanEventsEndpoints } from '../api/activationPlanEvents';
import { activationPlanTemplatesEndpoints } from '../api/activationPlanTemplates';
import { campusEmployeesEndpoints } from '../api/campusEmployees';
import { campusLevelChangesEndpoints } from '../api/campusLevelChanges';
import { cockpitReportsEndpoints } from '../api/cockpitReports';
import { eodReportRulesEndpoints } from '../api/eodReportRules';
import { eodReportsEndpoints } from '../api/eodReports';
import { idamEndpoints } from '../api/idam';
import { listNotificationRulesEndpoints } from '../api/listNotificationRules';
import { listsEndpoints } from '../api/lists';
import { listSessionsEndpoints } from '../api/listSessions';
import { mediaEndpoints } from '../api/media';
import { mediaLibraryEndpoints } from '../api/mediaLibrary';
import { meetingInstancesEndpoints } from '../api/meetingInstances';
import { meetingNotificationRulesEndpoints } from '../api/meetingNotificationRules';
import { meetingsEndpoints } from '../api/meetings';
import { newsArticlesEndpoints } from '../api/newsArticles';
import { newsCommentsEndpoints } from '../api/newsComments';
import { notificationsEndpoints } from '../api/notifications';
import { operationLinksEndpoints } from '../api/operationLinks';
import { personalTodoCategoriesEndpoints } from '../api/personalTodoCategories';
import { personalTodosEndpoints } from '../api/personalTodos';
import { pimStockLocationsEndpoints } from '../api/pimStockLocations';
import { plandayPayrateChangesEndpoints } from '../api/plandayPayrateChanges';
import { powerBiEndpoints } from '../api/powerBi';
import { regionsEndpoints } from '../api/regions';
import { roleInstancesEndpoints } from '../api/roleInstances';
import { rolesEndpoints } from '../api/roles';
import { tagsEndpoints } from '../api/tags';
import { usersEndpoints } from '../api/users';
import { venueCockpitEndpoints } from '../api/venueCockpit';
import { venueDriveEndpoints } from '../api/venueDrive';
import { venueInfoEndpoints } from '../api/venueInfo';
import { venuesEndpoints } from '../api/venues';
import { venueTasksEndpoints } from '../api/venueTasks';
import { venueTrainingSessionsEndpoints } from '../api/venueTrainingSessions';
import { wizardInstancesEndpoints } from '../api/wizardInstances';

/** The react-admin data provider of the main API. */
export const mainDataProvider = createSurfaceDataProvider({
  surface: 'main',
  endpoints: {
    activationPlanBudgets: activationPlanBudgetsEndpoints,
    activationPlanCampaigns: activationPlanCampaignsEndpoints,
    activationPlanChangeLog: activationPlanChangeLogEndpoints,
    activationPlanComments: activationPlanCommentsEndpoints,
    activationPlanEvents: activationPlanEventsEndpoints,
    activationPlanTemplates: activationPlanTemplatesEndpoints,
    campusEmployees: campusEmployeesEndpoints,
    campusLevelChanges: campusLevelChangesEndpoints,
    cockpitReports: cockpitReportsEndpoints,
    eodReportRules: eodReportRulesEndpoints,
    eodReports: eodReportsEndpoints,
    idam: idamEndpoints,
    listNotificationRules: listNotificationRulesEndpoints,
    lists: listsEndpoints,
    listSessions: listSessionsEndpoints,
    media: mediaEndpoints,
    mediaLibrary: mediaLibraryEndpoints,
    meetingInstances: meetingInstancesEndpoints,
    meetingNotificationRules: meetingNotificationRulesEndpoints,
    meetings: meetingsEndpoints,
    newsArticles: newsArticlesEndpoints,
    newsComments: newsCommentsEndpoints,
    notifications: notificationsEndpoints,
    operationLinks: operationLinksEndpoints,
    personalTodoCategories: personalTodoCategoriesEndpoints,
    personalTodos: personalTodosEndpoints,
    pimStockLocations: pimStockLocationsEndpoints,
    plandayPayrateChanges: plandayPayrateChangesEndpoints,
    powerBi: powerBiEndpoints,
    regions: regionsEndpoints,
    roleInstances: roleInstancesEndpoints,
    roles: rolesEndpoints,
    tags: tagsEndpoints,
    users: usersEndpoints,
    venueCockpit: venueCockpitEndpoints,
    venueDrive: venueDriveEndpoints,
    venueInfo: venueInfoEndpoints,
    venues: venuesEndpoints,
    venueTasks: venueTasksEndpoints,
    venueTrainingSessions: venueTrainingSessionsEndpoints,
    wizardInstances: wizardInstancesEndpoints,
  },
  simpleRest: [],
});
