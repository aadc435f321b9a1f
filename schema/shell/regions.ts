import { defineResource } from '../dsl';

/** Regions group venues of a country under a regional manager. */
export default defineResource({
  name: 'regions',
  label: { eng: 'Region', dan: 'Region', swe: 'Region', nor: 'Region', fin: 'Alue' },
  labelPlural: { eng: 'Regions', dan: 'Regioner', swe: 'Regioner', nor: 'Regioner', fin: 'Alueet' },
  api: 'main',
  recordRepresentation: 'name',
  scope: { country: 'country' },
  fields: {
    name: { type: 'text', required: true, maxLength: 120, label: { eng: 'Name', dan: 'Navn', swe: 'Namn', nor: 'Navn', fin: 'Nimi' } },
    country: { type: 'enum', enum: 'country', required: true, label: { eng: 'Country', dan: 'Land', swe: 'Land', nor: 'Land', fin: 'Maa' } },
  },
  endpoints: {
    getList: { method: 'GET', path: '/Idam/Region/', permission: null, store: 'list', error: 'Unable to get regions' },
  },
});
