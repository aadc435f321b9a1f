import { defineResource } from '../dsl';

const permission = 'vp.vp.venuetasks.show';
const write = 'vp.vp.venuetasks.edit';
const check = 'vp.vp.venuetasks.check';
const title = { eng: 'Venue tasks', dan: 'Stedsopgaver', swe: 'Restauranguppgifter', nor: 'Stedsoppgaver', fin: 'Ravintolan tehtävät' };

/** Weekly venue tasks: one-off or repeating, checked off per date. */
export default defineResource({
  name: 'venueTasks',
  label: { eng: 'Venue task', dan: 'Stedsopgave', swe: 'Restauranguppgift', nor: 'Stedsoppgave', fin: 'Ravintolan tehtävä' },
  labelPlural: title,
  api: 'main',
  recordRepresentation: 'title',
  defaultSort: { field: 'date', order: 'ASC' },
  scope: { venue: 'venueId' },
  // A failed question of a visit or review becomes at most one task.
  indexes: [{ fields: ['venueId', 'date'] }, { fields: ['listSessionId', 'questionId'], unique: true }],
  enums: {
    roleType: {
      values: [
        { value: '', color: 'default', label: { eng: 'Other Task', dan: 'Anden opgave', swe: 'Annan uppgift', nor: 'Annen oppgave', fin: 'Muu tehtävä' } },
        { value: 'vm', color: 'primary', label: { eng: 'Venue Manager Task', dan: 'Opgave for daglig leder', swe: 'Uppgift för restaurangchef', nor: 'Oppgave for daglig leder', fin: 'Ravintolapäällikön tehtävä' } },
        { value: 'sm', color: 'secondary', label: { eng: 'Shift Manager Task', dan: 'Vagtlederopgave', swe: 'Skiftledaruppgift', nor: 'Skiftlederoppgave', fin: 'Vuoropäällikön tehtävä' } },
        { value: 'hq', color: 'warning', label: { eng: 'Marketing Task', dan: 'Marketingopgave', swe: 'Marknadsföringsuppgift', nor: 'Markedsføringsoppgave', fin: 'Markkinointitehtävä' } },
      ],
    },
    repeat: {
      values: [
        { value: 'none', label: { eng: 'Does not repeat', dan: 'Gentages ikke', swe: 'Upprepas inte', nor: 'Gjentas ikke', fin: 'Ei toistu' } },
        { value: 'daily', label: { eng: 'Every day', dan: 'Hver dag', swe: 'Varje dag', nor: 'Hver dag', fin: 'Joka päivä' } },
        { value: 'weekly', label: { eng: 'Every week', dan: 'Hver uge', swe: 'Varje vecka', nor: 'Hver uke', fin: 'Joka viikko' } },
      ],
    },
  },
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' } },
    title: { type: 'text', required: true, maxLength: 200, label: { eng: 'Title', dan: 'Titel', swe: 'Titel', nor: 'Tittel', fin: 'Otsikko' } },
    description: { type: 'text', multiline: true, maxLength: 2000, label: { eng: 'Description', dan: 'Beskrivelse', swe: 'Beskrivning', nor: 'Beskrivelse', fin: 'Kuvaus' } },
    roleTypeId: { type: 'enum', enum: 'roleType', default: '', label: { eng: 'Task type', dan: 'Opgavetype', swe: 'Uppgiftstyp', nor: 'Oppgavetype', fin: 'Tehtävätyyppi' } },
    date: { type: 'date', required: true, label: { eng: 'Date', dan: 'Dato', swe: 'Datum', nor: 'Dato', fin: 'Päivämäärä' } },
    repeat: { type: 'enum', enum: 'repeat', default: 'none', label: { eng: 'Repeat', dan: 'Gentag', swe: 'Upprepa', nor: 'Gjenta', fin: 'Toisto' } },
    meetingInstanceId: { type: 'reference', reference: 'meetingInstances', readOnly: true, label: { eng: 'From the meeting', dan: 'Fra mødet', swe: 'Från mötet', nor: 'Fra møtet', fin: 'Kokouksesta' } },
    listSessionId: { type: 'reference', reference: 'listSessions', readOnly: true, label: { eng: 'From the visit or review', dan: 'Fra besøget eller gennemgangen', swe: 'Från besöket eller granskningen', nor: 'Fra besøket eller gjennomgangen', fin: 'Käynniltä tai katselmukselta' } },
    questionId: { type: 'text', readOnly: true, maxLength: 100, label: { eng: 'Question', dan: 'Spørgsmål', swe: 'Fråga', nor: 'Spørsmål', fin: 'Kysymys' } },
    skippedDates: {
      type: 'list',
      readOnly: true,
      of: { type: 'date', label: { eng: 'Date', dan: 'Dato', swe: 'Datum', nor: 'Dato', fin: 'Päivämäärä' } },
      label: { eng: 'Moved occurrences', dan: 'Flyttede forekomster', swe: 'Flyttade tillfällen', nor: 'Flyttede forekomster', fin: 'Siirretyt kerrat' },
    },
  },
  actions: {
    listWeek: { description: 'The tasks that fall in an ISO week at the venue, one entry per day, with their checked state for that date.' },
    create: { description: 'Creates a task; a Marketing task needs the role hq at the venue.' },
    update: { description: 'Updates a task with a version check; a Marketing task needs the role hq at the venue.' },
    setChecked: { description: 'Marks a task done for one date.' },
    setUnchecked: { description: 'Clears the done mark of a task for one date.' },
    changeDate: { description: 'Moves a one-off task, or one occurrence of a repeating task, to another date.' },
  },
  endpoints: {
    getWeek: {
      method: 'GET',
      path: '/VenueTasks/{venueId}/{year}/{week}',
      params: { year: { in: 'path', type: 'integer' }, week: { in: 'path', type: 'integer' }, venueId: { in: 'path', type: 'string', from: 'activeVenue' } },
      permission,
      scope: { venue: 'path:venueId' },
      action: 'listWeek',
      error: 'Unable to get venue tasks',
    },
    create: { method: 'POST', path: '/VenueTasks', body: 'record', permission: write, scope: { venue: 'body:venueId' }, action: 'create', error: 'Unable to add Venue Task' },
    update: { method: 'PUT', path: '/VenueTasks/', body: 'record', id: 'body:id', permission: write, scope: { venue: ['record', 'body:venueId'] }, action: 'update', error: 'Unable to update venue task.' },
    delete: { method: 'DELETE', path: '/VenueTasks/{id}', permission: write, scope: { venue: 'record' }, store: 'delete', error: 'Unable to delete venue task.' },
    setChecked: {
      method: 'PUT',
      path: '/VenueTasks/setChecked/{taskId}/{venueId}/{date}',
      params: { date: { in: 'path', type: 'date' } },
      permission: check,
      scope: { venue: 'path:venueId' },
      action: 'setChecked',
      error: 'Unable to set venue task checked',
    },
    setUnchecked: {
      method: 'PUT',
      path: '/VenueTasks/setUnchecked/{taskId}/{venueId}/{date}',
      params: { date: { in: 'path', type: 'date' } },
      permission: check,
      scope: { venue: 'path:venueId' },
      action: 'setUnchecked',
      error: 'Unable to set venue task unchecked',
    },
    changeDate: {
      method: 'POST',
      path: '/VenueTasks/changeDate',
      body: {
        fields: {
          taskId: { type: 'reference', reference: 'venueTasks', required: true, label: { eng: 'Task', dan: 'Opgave', swe: 'Uppgift', nor: 'Oppgave', fin: 'Tehtävä' } },
          venueId: { type: 'reference', reference: 'venues', required: true, label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' } },
          fromDate: { type: 'date', required: true, label: { eng: 'From date', dan: 'Fra dato', swe: 'Från datum', nor: 'Fra dato', fin: 'Alkuperäinen päivä' } },
          toDate: { type: 'date', required: true, label: { eng: 'New date', dan: 'Ny dato', swe: 'Nytt datum', nor: 'Ny dato', fin: 'Uusi päivä' } },
        },
      },
      permission: write,
      scope: { venue: 'body:venueId' },
      action: 'changeDate',
      error: 'Unable to move venue task',
    },
  },
  routes: [
    {
      path: '/vp/tasks',
      service: 'venue',
      menuGroup: 0,
      title,
      sidebar: { group: 'operations', order: 20, icon: 'TaskAlt' },
      permission,
      screen: 'VenueTasksScreen',
    },
  ],
});
