// Generated from the schema (resources on the main API) by `npm run generate`. Do not edit.
import { createSurfaceDataProvider } from '@/data/surfaceDataProvider';
import { cockpitReportsEndpoints } from '../api/cockpitReports';
import { eodReportRulesEndpoints } from '../api/eodReportRules';
import { eodReportsEndpoints } from '../api/eodReports';
import { idamEndpoints } from '../api/idam';
import { listNotificationRulesEndpoints } from '../api/listNotificationRules';
import { listsEndpoints } from '../api/lists';
import { listSessionsEndpoints } from '../api/listSessions';
import { mediaEndpoints } from '../api/media';
import { notificationsEndpoints } from '../api/notifications';
import { operationLinksEndpoints } from '../api/operationLinks';
import { personalTodoCategoriesEndpoints } from '../api/personalTodoCategories';
import { personalTodosEndpoints } from '../api/personalTodos';
import { pimStockLocationsEndpoints } from '../api/pimStockLocations';
import { regionsEndpoints } from '../api/regions';
import { roleInstancesEndpoints } from '../api/roleInstances';
import { rolesEndpoints } from '../api/roles';
import { tagsEndpoints } from '../api/tags';
import { usersEndpoints } from '../api/users';
import { venueInfoEndpoints } from '../api/venueInfo';
import { venuesEndpoints } from '../api/venues';
import { venueTasksEndpoints } from '../api/venueTasks';

/** The react-admin data provider of the main API. */
export const mainDataProvider = createSurfaceDataProvider({
  surface: 'main',
  endpoints: {
    cockpitReports: cockpitReportsEndpoints,
    eodReportRules: eodReportRulesEndpoints,
    eodReports: eodReportsEndpoints,
    idam: idamEndpoints,
    listNotificationRules: listNotificationRulesEndpoints,
    lists: listsEndpoints,
    listSessions: listSessionsEndpoints,
    media: mediaEndpoints,
    notifications: notificationsEndpoints,
    operationLinks: operationLinksEndpoints,
    personalTodoCategories: personalTodoCategoriesEndpoints,
    personalTodos: personalTodosEndpoints,
    pimStockLocations: pimStockLocationsEndpoints,
    regions: regionsEndpoints,
    roleInstances: roleInstancesEndpoints,
    roles: rolesEndpoints,
    tags: tagsEndpoints,
    users: usersEndpoints,
    venueInfo: venueInfoEndpoints,
    venues: venuesEndpoints,
    venueTasks: venueTasksEndpoints,
  },
  simpleRest: [],
});
