import { defineResource } from '../dsl';

/** The portal's venues: bars, clubs and restaurants, each in a country and a time zone. */
export default defineResource({
  name: 'venues',
  label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' },
  labelPlural: { eng: 'Venues', dan: 'Steder', swe: 'Restauranger', nor: 'Steder', fin: 'Ravintolat' },
  api: 'main',
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  scope: { country: 'country' },
  fields: {
    name: { type: 'text', required: true, maxLength: 120, search: 'prefix', show: ['list', 'form', 'detail'], label: { eng: 'Name', dan: 'Navn', swe: 'Namn', nor: 'Navn', fin: 'Nimi' } },
    shortName: { type: 'text', maxLength: 20, label: { eng: 'Short name', dan: 'Kort navn', swe: 'Kortnamn', nor: 'Kortnavn', fin: 'Lyhyt nimi' } },
    logoUrl: { type: 'text', format: 'url', label: { eng: 'Logo', dan: 'Logo', swe: 'Logotyp', nor: 'Logo', fin: 'Logo' } },
    country: { type: 'enum', enum: 'country', required: true, show: ['list', 'filter', 'form', 'detail'], label: { eng: 'Country', dan: 'Land', swe: 'Land', nor: 'Land', fin: 'Maa' } },
    timeZone: { type: 'text', required: true, label: { eng: 'Time zone', dan: 'Tidszone', swe: 'Tidszon', nor: 'Tidssone', fin: 'Aikavyöhyke' } },
    regionId: { type: 'reference', reference: 'regions', label: { eng: 'Region', dan: 'Region', swe: 'Region', nor: 'Region', fin: 'Alue' } },
    isActive: { type: 'boolean', default: true, label: { eng: 'Active', dan: 'Aktiv', swe: 'Aktiv', nor: 'Aktiv', fin: 'Aktiivinen' } },
  },
  endpoints: {
    getList: { method: 'GET', path: '/Venues', permission: null, store: 'list', error: 'Unable to get global venues' },
  },
});
