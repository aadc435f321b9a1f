// Generated from the schema (resources on the main API) by `npm run generate`. Do not edit.
import { createSurfaceDataProvider } from '@/data/surfaceDataProvider';
import { cockpitReportsEndpoints } from '../api/cockpitReports';
import { idamEndpoints } from '../api/idam';
import { mediaEndpoints } from '../api/media';
import { notificationsEndpoints } from '../api/notifications';
import { operationLinksEndpoints } from '../api/operationLinks';
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
    idam: idamEndpoints,
    media: mediaEndpoints,
    notifications: notificationsEndpoints,
    operationLinks: operationLinksEndpoints,
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
