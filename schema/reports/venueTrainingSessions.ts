import { defineResource } from '../dsl';

const permission = 'vp.cockpit.campus.employees.show';

/** Campus training sessions held at venues: who trained, when, how many took part. */
export default defineResource({
  name: 'venueTrainingSessions',
  label: { eng: 'Training session', dan: 'Træningssession', swe: 'Utbildningstillfälle', nor: 'Opplæringsøkt', fin: 'Koulutustilaisuus' },
  labelPlural: { eng: 'Training sessions', dan: 'Træningssessioner', swe: 'Utbildningstillfällen', nor: 'Opplæringsøkter', fin: 'Koulutustilaisuudet' },
  api: 'main',
  recordRepresentation: 'title',
  defaultSort: { field: 'date', order: 'DESC' },
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueId', 'date'] }],
  enums: {
    status: {
      values: [
        { value: 'planned', color: 'info', label: { eng: 'Planned', dan: 'Planlagt', swe: 'Planerad', nor: 'Planlagt', fin: 'Suunniteltu' } },
        { value: 'completed', color: 'success', label: { eng: 'Completed', dan: 'Gennemført', swe: 'Genomförd', nor: 'Gjennomført', fin: 'Pidetty' } },
        { value: 'cancelled', color: 'default', label: { eng: 'Cancelled', dan: 'Aflyst', swe: 'Inställd', nor: 'Avlyst', fin: 'Peruttu' } },
      ],
    },
  },
  fields: {
    title: { type: 'text', required: true, maxLength: 200, search: 'prefix', show: ['list', 'detail'], label: { eng: 'Training', dan: 'Træning', swe: 'Utbildning', nor: 'Opplæring', fin: 'Koulutus' } },
    venueId: { type: 'reference', reference: 'venues', required: true, show: ['list', 'filter', 'detail'], label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' } },
    date: { type: 'date', required: true, show: ['list', 'detail'], label: { eng: 'Date', dan: 'Dato', swe: 'Datum', nor: 'Dato', fin: 'Päivämäärä' } },
    startTime: { type: 'time', show: ['list', 'detail'], label: { eng: 'Starts', dan: 'Starter', swe: 'Börjar', nor: 'Starter', fin: 'Alkaa' } },
    durationMinutes: { type: 'number', integer: true, min: 0, show: ['list', 'detail'], label: { eng: 'Minutes', dan: 'Minutter', swe: 'Minuter', nor: 'Minutter', fin: 'Minuutit' } },
    trainer: { type: 'text', maxLength: 200, show: ['list', 'detail'], label: { eng: 'Trainer', dan: 'Træner', swe: 'Utbildare', nor: 'Instruktør', fin: 'Kouluttaja' } },
    participants: { type: 'number', integer: true, min: 0, show: ['list', 'detail'], label: { eng: 'Participants', dan: 'Deltagere', swe: 'Deltagare', nor: 'Deltakere', fin: 'Osallistujat' } },
    status: { type: 'enum', enum: 'status', required: true, default: 'planned', show: ['list', 'filter', 'detail'], label: { eng: 'Status', dan: 'Status', swe: 'Status', nor: 'Status', fin: 'Tila' } },
  },
  actions: {
    list: { description: 'Training sessions at the venues where the user holds the permission; `query` (or `q`) matches titles starting with it, `*` all; paged.' },
  },
  endpoints: {
    getList: {
      method: 'GET',
      path: '/VenueTrainingSessions',
      params: {
        query: { in: 'query', type: 'string' },
        page: { in: 'query', type: 'integer' },
        perPage: { in: 'query', type: 'integer' },
        sort: { in: 'query', type: 'string' },
        order: { in: 'query', type: 'string' },
        q: { in: 'query', type: 'string' },
        filter: { in: 'query', type: 'string' },
      },
      permission,
      action: 'list',
      error: 'Unable to get training sessions',
    },
  },
  routes: [
    {
      path: '/cockpit/training-sessions',
      service: 'reports',
      menuGroup: 1,
      title: { eng: 'Training sessions', dan: 'Træningssessioner', swe: 'Utbildningstillfällen', nor: 'Opplæringsøkter', fin: 'Koulutustilaisuudet' },
      sidebar: { group: 'management', order: 40, icon: 'School' },
      permission,
      venueScoped: false,
      views: ['list'],
    },
  ],
});
