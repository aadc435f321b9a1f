import { defineResource } from '../dsl';

const permission = 'vp.vp.activationplan.show';
const write = 'vp.vp.activationplan.edit';
const venueId = { type: 'reference', reference: 'venues', required: true, label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' } } as const;

/** What happens at a venue on a date: a match on the screens, a theme night, a DJ, a holiday; its planned cost counts against the month's budget. */
export default defineResource({
  name: 'activationPlanEvents',
  label: { eng: 'Event', dan: 'Arrangement', swe: 'Evenemang', nor: 'Arrangement', fin: 'Tapahtuma' },
  labelPlural: { eng: 'Events', dan: 'Arrangementer', swe: 'Evenemang', nor: 'Arrangementer', fin: 'Tapahtumat' },
  api: 'main',
  recordRepresentation: 'title',
  defaultSort: { field: 'date', order: 'ASC' },
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueId', 'date'] }],
  enums: {
    category: {
      values: [
        { value: 'music', color: 'primary', label: { eng: 'Music', dan: 'Musik', swe: 'Musik', nor: 'Musikk', fin: 'Musiikki' } },
        { value: 'sports', color: 'success', label: { eng: 'Sports', dan: 'Sport', swe: 'Sport', nor: 'Sport', fin: 'Urheilu' } },
        { value: 'theme', color: 'secondary', label: { eng: 'Theme night', dan: 'Temaaften', swe: 'Temakväll', nor: 'Temakveld', fin: 'Teemailta' } },
        { value: 'promotion', color: 'warning', label: { eng: 'Promotion', dan: 'Kampagne', swe: 'Kampanj', nor: 'Kampanje', fin: 'Kampanja' } },
        { value: 'holiday', color: 'info', label: { eng: 'Holiday', dan: 'Helligdag', swe: 'Helgdag', nor: 'Helligdag', fin: 'Juhlapyhä' } },
        { value: 'other', color: 'default', label: { eng: 'Other', dan: 'Andet', swe: 'Övrigt', nor: 'Annet', fin: 'Muu' } },
      ],
    },
  },
  fields: {
    venueId,
    date: { type: 'date', required: true, show: ['list', 'form', 'detail'], label: { eng: 'Date', dan: 'Dato', swe: 'Datum', nor: 'Dato', fin: 'Päivämäärä' } },
    title: { type: 'text', required: true, maxLength: 200, search: 'prefix', show: ['list', 'form', 'detail'], label: { eng: 'Title', dan: 'Titel', swe: 'Titel', nor: 'Tittel', fin: 'Otsikko' } },
    category: { type: 'enum', enum: 'category', required: true, default: 'other', show: ['list', 'filter', 'form', 'detail'], label: { eng: 'Category', dan: 'Kategori', swe: 'Kategori', nor: 'Kategori', fin: 'Luokka' } },
    startTime: { type: 'time', label: { eng: 'Starts', dan: 'Starter', swe: 'Börjar', nor: 'Starter', fin: 'Alkaa' } },
    description: { type: 'text', multiline: true, maxLength: 2000, label: { eng: 'Description', dan: 'Beskrivelse', swe: 'Beskrivning', nor: 'Beskrivelse', fin: 'Kuvaus' } },
    plannedCost: { type: 'money', min: 0, label: { eng: 'Planned cost', dan: 'Planlagt udgift', swe: 'Planerad kostnad', nor: 'Planlagt kostnad', fin: 'Suunniteltu kustannus' } },
    templateId: { type: 'text', readOnly: true, label: { eng: 'From template', dan: 'Fra skabelon', swe: 'Från mall', nor: 'Fra mal', fin: 'Mallista' } },
    templateKey: { type: 'text', readOnly: true, label: { eng: 'Template entry', dan: 'Skabelonpost', swe: 'Mallpost', nor: 'Malpost', fin: 'Mallin rivi' } },
  },
  actions: {
    list: { description: 'The venue\'s events, optionally between two dates, whose title starts with the query (`*` or nothing: all), paged.' },
    listByDate: { description: "The venue's events on one date." },
    create: { description: 'Adds an event and records it in the change log.' },
    update: { description: 'Changes an event (version check) and records it in the change log.' },
    remove: { description: 'Deletes an event and records it in the change log.' },
    importTemplate: { description: "Adds a template's events for a year to the venue; entries already imported are skipped." },
  },
  endpoints: {
    getList: {
      method: 'GET',
      path: '/ActivationPlanEvents/',
      params: {
        venueId: { in: 'query', type: 'string', required: true, from: 'activeVenue' },
        query: { in: 'query', type: 'string' },
        from: { in: 'query', type: 'date' },
        to: { in: 'query', type: 'date' },
        page: { in: 'query', type: 'integer' },
        perPage: { in: 'query', type: 'integer' },
        sort: { in: 'query', type: 'string' },
        order: { in: 'query', type: 'string' },
        q: { in: 'query', type: 'string' },
        filter: { in: 'query', type: 'string' },
      },
      permission,
      scope: { venue: 'query:venueId' },
      action: 'list',
      error: 'Unable to get events',
    },
    getByDate: {
      method: 'GET',
      path: '/ActivationPlanEvents/{date}/{venueId}',
      params: { date: { in: 'path', type: 'date' }, venueId: { in: 'path', type: 'string', from: 'activeVenue' } },
      permission,
      scope: { venue: 'path:venueId' },
      action: 'listByDate',
      error: 'Unable to get events',
    },
    create: { method: 'POST', path: '/ActivationPlanEvents', body: 'record', permission: write, scope: { venue: 'body:venueId' }, action: 'create', error: 'Unable to add event' },
    update: { method: 'PUT', path: '/ActivationPlanEvents', body: 'record', id: 'body:id', permission: write, scope: { venue: ['record', 'body:venueId'] }, action: 'update', error: 'Unable to update event.' },
    delete: { method: 'DELETE', path: '/ActivationPlanEvents/{id}', permission: write, scope: { venue: 'record' }, action: 'remove', error: 'Unable to delete event.' },
    importTemplate: {
      method: 'POST',
      path: '/ActivationPlanEvents/template/{templateId}/{year}/{venueId}',
      params: { year: { in: 'path', type: 'integer' } },
      permission: write,
      scope: { venue: 'path:venueId' },
      action: 'importTemplate',
      error: 'Unable to import events from the template',
    },
  },
  routes: [
    {
      path: '/vp/activationplan',
      service: 'venue',
      menuGroup: 0,
      title: { eng: 'Activation plan', dan: 'Aktiveringsplan', swe: 'Aktiveringsplan', nor: 'Aktiveringsplan', fin: 'Aktivointisuunnitelma' },
      sidebar: { group: 'marketing', order: 20, icon: 'EventNote' },
      permission,
      screen: 'ActivationPlanScreen',
    },
  ],
});
