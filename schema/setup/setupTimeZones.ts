import { defineResource } from '../dsl';
import { l, readPermissions } from './parts/common';

/** Time zones per country (ISO 3166 code) and the country codes venues can have; answered from the shell's countries. */
export default defineResource({
  name: 'setupTimeZones',
  label: l('Time zone', 'Tidszone', 'Tidszon', 'Tidssone', 'Aikavyöhyke'),
  labelPlural: l('Time zones', 'Tidszoner', 'Tidszoner', 'Tidssoner', 'Aikavyöhykkeet'),
  api: 'setup',
  stored: false,
  fields: {
    name: { type: 'text', label: l('Name', 'Navn', 'Namn', 'Navn', 'Nimi') },
  },
  actions: {
    byCountry: { description: 'The time zones of a country, with their current UTC offset and the country currency.' },
    countryCodes: { description: 'The ISO 3166 codes of the countries the portal serves, with their currency.' },
  },
  endpoints: {
    countryCodes: { method: 'GET', path: '/time-zones/country-codes', permission: readPermissions, action: 'countryCodes', error: 'Unable to get Country Codes' },
    byCountry: { method: 'GET', path: '/time-zones/{countryCode}', permission: readPermissions, action: 'byCountry', error: 'Unable to get Time Zones' },
  },
});
