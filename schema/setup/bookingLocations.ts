import { defineResource } from '../dsl';
import { l, readPermissions } from './parts/common';

/** The locations a venue can belong to (the portal's regions). */
export default defineResource({
  name: 'bookingLocations',
  label: l('Location', 'Område', 'Område', 'Område', 'Alue'),
  labelPlural: l('Locations', 'Områder', 'Områden', 'Områder', 'Alueet'),
  api: 'setup',
  stored: false,
  fields: {
    name: { type: 'text', label: l('Name', 'Navn', 'Namn', 'Navn', 'Nimi') },
  },
  actions: {
    list: { description: 'Every location (region) with its country.' },
  },
  endpoints: {
    getList: { method: 'GET', path: '/locations', permission: readPermissions, action: 'list', error: 'Unable to get Team Members' },
  },
});
