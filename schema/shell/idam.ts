import { defineResource } from '../dsl';

/** The signed-in user's permissions and venues, computed from role instances. */
export default defineResource({
  name: 'idam',
  label: { eng: 'Access', dan: 'Adgang', swe: 'Åtkomst', nor: 'Tilgang', fin: 'Käyttöoikeus' },
  labelPlural: { eng: 'Access', dan: 'Adgang', swe: 'Åtkomst', nor: 'Tilgang', fin: 'Käyttöoikeudet' },
  api: 'main',
  stored: false,
  fields: {},
  actions: {
    myPermissions: { description: 'globalPermissions and venuePermissions from the role instances valid now.' },
    myVenues: { description: 'The venues where the user holds any valid role (all active venues for global roles).' },
    myVenueDetails: { description: 'The same venues with country, time zone, region and the permission count.' },
  },
  endpoints: {
    myPermissions: {
      method: 'GET',
      path: '/Idam/User/Permissions',
      params: { useCache: { in: 'query', type: 'boolean' } },
      permission: null,
      action: 'myPermissions',
      error: 'Unable to get IDAM permissions for user',
    },
    myVenues: {
      method: 'GET',
      path: '/Idam/User/Venues',
      params: { useCache: { in: 'query', type: 'boolean' } },
      permission: null,
      action: 'myVenues',
      error: 'Unable to get user venues',
    },
    myVenueDetails: { method: 'GET', path: '/Idam/User/Venues/Details', permission: null, action: 'myVenueDetails', error: 'Unable to get user venue details' },
  },
});
