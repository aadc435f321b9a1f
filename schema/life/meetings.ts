import { defineResource } from '../dsl';
import { meetingStepEnum } from './parts/meetingSteps';

const readers = ['vp.life.meetings.show', 'vp.vp.meetings.show'];
/** LIFE reads meeting definitions with the page's permission and changes them with its own, like the lists (show / edit). */
const read = 'vp.life.meetings.show';
const write = 'vp.life.meetings.edit';
const title = { eng: 'Meetings', dan: 'Møder', swe: 'Möten', nor: 'Møter', fin: 'Kokoukset' };
const country = { type: 'enum', enum: 'country', required: true, label: { eng: 'Country', dan: 'Land', swe: 'Land', nor: 'Land', fin: 'Maa' } } as const;
const venue = { type: 'reference', reference: 'venues', label: { eng: 'Venue (empty: every venue in the country)', dan: 'Sted (tom: alle steder i landet)', swe: 'Restaurang (tom: alla restauranger i landet)', nor: 'Sted (tom: alle steder i landet)', fin: 'Ravintola (tyhjä: maan kaikki ravintolat)' } } as const;

/** Meeting definitions: a recurring meeting of a country's venues, or of one venue, with its type and steps. */
export default defineResource({
  name: 'meetings',
  label: { eng: 'Meeting', dan: 'Møde', swe: 'Möte', nor: 'Møte', fin: 'Kokous' },
  labelPlural: title,
  api: 'main',
  recordRepresentation: 'title',
  defaultSort: { field: 'title', order: 'ASC' },
  scope: { country: 'country', venue: 'venueId' },
  indexes: [{ fields: ['country'] }, { fields: ['venueId'] }],
  enums: {
    meetingType: {
      values: [
        { value: 'Weekly', color: 'primary', label: { eng: 'Weekly', dan: 'Ugentlig', swe: 'Veckovis', nor: 'Ukentlig', fin: 'Viikoittainen' } },
        { value: 'BiWeekly', color: 'primary', label: { eng: 'Every two weeks', dan: 'Hver anden uge', swe: 'Varannan vecka', nor: 'Annenhver uke', fin: 'Joka toinen viikko' } },
        { value: 'Monthly', color: 'secondary', label: { eng: 'Monthly', dan: 'Månedlig', swe: 'Månadsvis', nor: 'Månedlig', fin: 'Kuukausittainen' } },
        { value: 'Quarterly', color: 'info', label: { eng: 'Quarterly', dan: 'Kvartalsvis', swe: 'Kvartalsvis', nor: 'Kvartalsvis', fin: 'Neljännesvuosittainen' } },
        { value: 'BiAnnually', color: 'warning', label: { eng: 'Twice a year', dan: 'Halvårlig', swe: 'Halvårsvis', nor: 'Halvårlig', fin: 'Puolivuosittainen' } },
        { value: 'Annually', color: 'warning', label: { eng: 'Annually', dan: 'Årlig', swe: 'Årligen', nor: 'Årlig', fin: 'Vuosittainen' } },
      ],
    },
    stepType: meetingStepEnum,
  },
  fields: {
    title: { type: 'text', required: true, maxLength: 120, search: 'prefix', show: ['list', 'form', 'detail'], label: { eng: 'Title', dan: 'Titel', swe: 'Titel', nor: 'Tittel', fin: 'Otsikko' } },
    type: { type: 'enum', enum: 'meetingType', required: true, default: 'Weekly', show: ['list', 'filter', 'form', 'detail'], label: { eng: 'Type', dan: 'Type', swe: 'Typ', nor: 'Type', fin: 'Tyyppi' } },
    country,
    venueId: { ...venue, show: ['list', 'filter', 'form', 'detail'] },
    steps: {
      type: 'list',
      maxItems: 20,
      of: { type: 'enum', enum: 'stepType', required: true, label: { eng: 'Step', dan: 'Trin', swe: 'Steg', nor: 'Steg', fin: 'Vaihe' } },
      show: ['list', 'form', 'detail'],
      label: { eng: 'Steps', dan: 'Trin', swe: 'Steg', nor: 'Steg', fin: 'Vaiheet' },
    },
    powerBiReportId: {
      type: 'reference',
      reference: 'cockpitReports',
      show: ['form', 'detail'],
      label: { eng: 'Power BI report (for the Power BI step)', dan: 'Power BI-rapport (til Power BI-trinnet)', swe: 'Power BI-rapport (för Power BI-steget)', nor: 'Power BI-rapport (for Power BI-steget)', fin: 'Power BI -raportti (Power BI -vaiheeseen)' },
    },
    description: { type: 'text', multiline: true, maxLength: 2000, label: { eng: 'Description', dan: 'Beskrivelse', swe: 'Beskrivning', nor: 'Beskrivelse', fin: 'Kuvaus' } },
    isActive: { type: 'boolean', default: true, show: ['list', 'filter', 'form', 'detail'], label: { eng: 'Active', dan: 'Aktiv', swe: 'Aktiv', nor: 'Aktiv', fin: 'Aktiivinen' } },
  },
  actions: {
    listForVenue: { description: "The active meetings a venue holds: its country's meetings for every venue and the venue's own." },
    create: { description: 'Creates a meeting definition; a venue meeting must be at a venue of the country, and a meeting has at least one step.' },
    update: { description: 'Updates a meeting definition with a version check, under the same rules as create.' },
    copy: { description: 'Copies a meeting definition, to the same or another country or venue, as a new inactive-free active meeting titled "Copy of ..." unless a title is given.' },
  },
  endpoints: {
    getList: {
      method: 'GET',
      path: '/Meetings',
      params: { country: { in: 'query', type: 'enum', enum: 'country', required: true, from: 'activeCountry' } },
      permission: read,
      scope: { country: 'query:country' },
      store: 'list',
      error: 'Unable to get meetings',
    },
    getByVenue: {
      method: 'GET',
      path: '/Meetings/ByVenue/{venueId}',
      params: { venueId: { in: 'path', type: 'string', from: 'activeVenue' } },
      permission: 'vp.vp.meetings.show',
      scope: { venue: 'path:venueId' },
      action: 'listForVenue',
      error: 'Unable to get meetings',
    },
    getOne: { method: 'GET', path: '/Meetings/{id}', permission: readers, scope: { country: 'record' }, store: 'get', error: 'Unable to get meeting' },
    create: { method: 'POST', path: '/Meetings', body: 'record', permission: write, scope: { country: 'body:country' }, action: 'create', error: 'Unable to add meeting' },
    update: { method: 'PUT', path: '/Meetings/{id}', body: 'record', permission: write, scope: { country: ['record', 'body:country'] }, action: 'update', error: 'Unable to update meeting.' },
    copy: {
      method: 'POST',
      path: '/Meetings/Copy',
      body: { fields: { id: { type: 'reference', reference: 'meetings', required: true, label: { eng: 'Meeting', dan: 'Møde', swe: 'Möte', nor: 'Møte', fin: 'Kokous' } }, country, venueId: venue, title: { type: 'text', maxLength: 120, label: { eng: 'Title', dan: 'Titel', swe: 'Titel', nor: 'Tittel', fin: 'Otsikko' } } } },
      id: 'body:id',
      permission: write,
      scope: { country: ['record', 'body:country'] },
      action: 'copy',
      error: 'Unable to copy meeting',
    },
  },
  routes: [
    {
      path: '/life/meetings',
      service: 'life',
      menuGroup: 2,
      title,
      sidebar: { group: 'meetings', order: 10, icon: 'Groups' },
      permission: read,
      screen: 'MeetingDefinitionsScreen',
    },
  ],
});
