import { defineResource } from '../dsl';

const permission = 'vp.cockpit.campus.employees.show';

/** Venue employees with their Campus (training academy) level and training record. */
export default defineResource({
  name: 'campusEmployees',
  label: { eng: 'Employee', dan: 'Medarbejder', swe: 'Anställd', nor: 'Ansatt', fin: 'Työntekijä' },
  labelPlural: { eng: 'Employees', dan: 'Medarbejdere', swe: 'Anställda', nor: 'Ansatte', fin: 'Työntekijät' },
  api: 'main',
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueId'] }],
  enums: {
    position: {
      values: [
        { value: 'bartender', label: { eng: 'Bartender', dan: 'Bartender', swe: 'Bartender', nor: 'Bartender', fin: 'Baarimikko' } },
        { value: 'waiter', label: { eng: 'Waiter', dan: 'Tjener', swe: 'Servitör', nor: 'Servitør', fin: 'Tarjoilija' } },
        { value: 'host', label: { eng: 'Host', dan: 'Vært', swe: 'Värd', nor: 'Vert', fin: 'Hovimestari' } },
        { value: 'chef', label: { eng: 'Chef', dan: 'Kok', swe: 'Kock', nor: 'Kokk', fin: 'Kokki' } },
        { value: 'doorman', label: { eng: 'Door staff', dan: 'Dørmand', swe: 'Entrévärd', nor: 'Dørvakt', fin: 'Ovimies' } },
        { value: 'shiftManager', label: { eng: 'Shift manager', dan: 'Vagtleder', swe: 'Skiftledare', nor: 'Skiftleder', fin: 'Vuoropäällikkö' } },
        { value: 'venueManager', label: { eng: 'Venue manager', dan: 'Daglig leder', swe: 'Restaurangchef', nor: 'Daglig leder', fin: 'Ravintolapäällikkö' } },
      ],
    },
    level: {
      values: [
        { value: 0, color: 'default', label: { eng: 'Not started', dan: 'Ikke startet', swe: 'Inte påbörjad', nor: 'Ikke startet', fin: 'Ei aloitettu' } },
        { value: 1, color: 'info', label: { eng: 'Level 1', dan: 'Niveau 1', swe: 'Nivå 1', nor: 'Nivå 1', fin: 'Taso 1' } },
        { value: 2, color: 'primary', label: { eng: 'Level 2', dan: 'Niveau 2', swe: 'Nivå 2', nor: 'Nivå 2', fin: 'Taso 2' } },
        { value: 3, color: 'success', label: { eng: 'Level 3', dan: 'Niveau 3', swe: 'Nivå 3', nor: 'Nivå 3', fin: 'Taso 3' } },
      ],
    },
  },
  fields: {
    name: { type: 'text', required: true, maxLength: 200, search: 'prefix', show: ['list', 'detail'], label: { eng: 'Name', dan: 'Navn', swe: 'Namn', nor: 'Navn', fin: 'Nimi' } },
    employeeNumber: { type: 'text', maxLength: 40, show: ['list', 'detail'], label: { eng: 'Employee no.', dan: 'Medarbejdernr.', swe: 'Anställningsnr.', nor: 'Ansattnr.', fin: 'Henkilönro' } },
    venueId: { type: 'reference', reference: 'venues', required: true, show: ['list', 'filter', 'detail'], label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' } },
    position: { type: 'enum', enum: 'position', required: true, show: ['list', 'filter', 'detail'], label: { eng: 'Position', dan: 'Stilling', swe: 'Befattning', nor: 'Stilling', fin: 'Tehtävä' } },
    campusLevel: { type: 'enum', enum: 'level', required: true, default: 0, show: ['list', 'filter', 'detail'], label: { eng: 'Campus level', dan: 'Campus-niveau', swe: 'Campus-nivå', nor: 'Campus-nivå', fin: 'Campus-taso' } },
    hiredOn: { type: 'date', show: ['list', 'detail'], label: { eng: 'Hired', dan: 'Ansat', swe: 'Anställd', nor: 'Ansatt', fin: 'Palkattu' } },
    trainingsCompleted: { type: 'number', integer: true, min: 0, show: ['list', 'detail'], label: { eng: 'Trainings', dan: 'Træninger', swe: 'Utbildningar', nor: 'Opplæringer', fin: 'Koulutukset' } },
    lastTrainingOn: { type: 'date', show: ['list', 'detail'], label: { eng: 'Last training', dan: 'Seneste træning', swe: 'Senaste utbildning', nor: 'Siste opplæring', fin: 'Viimeisin koulutus' } },
  },
  actions: {
    list: { description: 'Employees at the venues where the user holds the permission, filtered, searched by name and paged.' },
  },
  endpoints: {
    getList: {
      method: 'GET',
      path: '/Cockpit/CampusEmployees',
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
      error: 'Unable to get employees',
    },
  },
  routes: [
    {
      path: '/cockpit/employees',
      service: 'reports',
      menuGroup: 1,
      title: { eng: 'Employees', dan: 'Medarbejdere', swe: 'Anställda', nor: 'Ansatte', fin: 'Työntekijät' },
      sidebar: { group: 'management', order: 30, icon: 'Badge' },
      permission,
      venueScoped: false,
      views: ['list'],
    },
  ],
});
