import { defineResource } from '../dsl';

const permission = 'vp.cockpit.campus.employees.show';

/** Step-by-step guides people go through (onboarding, responsible serving, manager training), with their progress. */
export default defineResource({
  name: 'wizardInstances',
  label: { eng: 'Guide in progress', dan: 'Guide i gang', swe: 'Guide som pågår', nor: 'Veiledning i gang', fin: 'Ohjattu polku' },
  labelPlural: { eng: 'Guides', dan: 'Guider', swe: 'Guider', nor: 'Veiledninger', fin: 'Ohjatut polut' },
  api: 'main',
  recordRepresentation: 'employeeName',
  defaultSort: { field: 'startedAt', order: 'DESC' },
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueId', 'startedAt'] }],
  enums: {
    wizard: {
      values: [
        { value: 'onboarding', label: { eng: 'New employee onboarding', dan: 'Onboarding af ny medarbejder', swe: 'Introduktion av ny anställd', nor: 'Onboarding av ny ansatt', fin: 'Uuden työntekijän perehdytys' } },
        { value: 'responsibleServing', label: { eng: 'Responsible serving', dan: 'Ansvarlig udskænkning', swe: 'Ansvarsfull alkoholservering', nor: 'Ansvarlig vertskap', fin: 'Vastuullinen anniskelu' } },
        { value: 'shiftManager', label: { eng: 'Shift manager training', dan: 'Vagtlederuddannelse', swe: 'Skiftledarutbildning', nor: 'Skiftlederopplæring', fin: 'Vuoropäällikkökoulutus' } },
        { value: 'venueOpening', label: { eng: 'Venue opening', dan: 'Åbning af stedet', swe: 'Öppning av restaurangen', nor: 'Åpning av stedet', fin: 'Ravintolan avaaminen' } },
      ],
    },
    status: {
      values: [
        { value: 'inProgress', color: 'info', label: { eng: 'In progress', dan: 'I gang', swe: 'Pågår', nor: 'Pågår', fin: 'Kesken' } },
        { value: 'completed', color: 'success', label: { eng: 'Completed', dan: 'Gennemført', swe: 'Slutförd', nor: 'Fullført', fin: 'Valmis' } },
        { value: 'abandoned', color: 'default', label: { eng: 'Abandoned', dan: 'Opgivet', swe: 'Avbruten', nor: 'Avbrutt', fin: 'Keskeytetty' } },
      ],
    },
  },
  fields: {
    employeeName: { type: 'text', required: true, maxLength: 200, search: 'prefix', show: ['list', 'detail'], label: { eng: 'Person', dan: 'Person', swe: 'Person', nor: 'Person', fin: 'Henkilö' } },
    wizard: { type: 'enum', enum: 'wizard', required: true, show: ['list', 'filter', 'detail'], label: { eng: 'Guide', dan: 'Guide', swe: 'Guide', nor: 'Veiledning', fin: 'Polku' } },
    venueId: { type: 'reference', reference: 'venues', required: true, show: ['list', 'filter', 'detail'], label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' } },
    status: { type: 'enum', enum: 'status', required: true, default: 'inProgress', show: ['list', 'filter', 'detail'], label: { eng: 'Status', dan: 'Status', swe: 'Status', nor: 'Status', fin: 'Tila' } },
    currentStep: { type: 'number', integer: true, min: 0, show: ['list', 'detail'], label: { eng: 'Step', dan: 'Trin', swe: 'Steg', nor: 'Steg', fin: 'Vaihe' } },
    totalSteps: { type: 'number', integer: true, min: 1, show: ['list', 'detail'], label: { eng: 'Of steps', dan: 'Af trin', swe: 'Av steg', nor: 'Av steg', fin: 'Vaiheita' } },
    startedAt: { type: 'datetime', required: true, show: ['list', 'detail'], label: { eng: 'Started', dan: 'Startet', swe: 'Startad', nor: 'Startet', fin: 'Aloitettu' } },
    completedAt: { type: 'datetime', show: ['list', 'detail'], label: { eng: 'Completed', dan: 'Gennemført', swe: 'Slutförd', nor: 'Fullført', fin: 'Valmis' } },
  },
  actions: {
    list: { description: 'Guides at the venues where the user holds the permission, filtered and paged.' },
  },
  endpoints: {
    getList: {
      method: 'GET',
      path: '/WizardInstances',
      params: {
        page: { in: 'query', type: 'integer' },
        perPage: { in: 'query', type: 'integer' },
        sort: { in: 'query', type: 'string' },
        order: { in: 'query', type: 'string' },
        q: { in: 'query', type: 'string' },
        filter: { in: 'query', type: 'string' },
      },
      permission,
      action: 'list',
      error: 'Unable to get wizard instances',
    },
  },
  routes: [
    {
      path: '/cockpit/wizard-instances',
      service: 'reports',
      menuGroup: 1,
      title: { eng: 'Guides', dan: 'Guider', swe: 'Guider', nor: 'Veiledninger', fin: 'Ohjatut polut' },
      sidebar: { group: 'management', order: 50, icon: 'Assistant' },
      permission,
      venueScoped: false,
      views: ['list'],
    },
  ],
});
