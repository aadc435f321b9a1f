import { defineResource } from '../dsl';

const permission = 'vp.life.meetings.managerules';
const title = { eng: 'Meeting rules', dan: 'Mødeadvisering', swe: 'Mötesregler', nor: 'Møteregler', fin: 'Kokoussäännöt' };

/**
 * Who is notified about a country's meetings: when a meeting ends, or when a venue has not ended one for a while.
 * Titles and messages may use the placeholders {venueName} and {meetingTitle}.
 */
export default defineResource({
  name: 'meetingNotificationRules',
  label: { eng: 'Meeting rule', dan: 'Møderegel', swe: 'Mötesregel', nor: 'Møteregel', fin: 'Kokoussääntö' },
  labelPlural: title,
  api: 'main',
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  scope: { country: 'country' },
  enums: {
    ruleType: {
      values: [
        { value: 'meetingEnded', color: 'success', label: { eng: 'Meeting ended', dan: 'Møde afsluttet', swe: 'Möte avslutat', nor: 'Møte avsluttet', fin: 'Kokous päättyi' } },
        { value: 'inactivity', color: 'warning', label: { eng: 'Inactivity', dan: 'Inaktivitet', swe: 'Inaktivitet', nor: 'Inaktivitet', fin: 'Passiivisuus' } },
      ],
    },
    inactivityInterval: {
      values: [
        { value: 86400, label: { eng: '1 day', dan: '1 dag', swe: '1 dag', nor: '1 dag', fin: '1 päivä' } },
        { value: 172800, label: { eng: '2 days', dan: '2 dage', swe: '2 dagar', nor: '2 dager', fin: '2 päivää' } },
        { value: 259200, label: { eng: '3 days', dan: '3 dage', swe: '3 dagar', nor: '3 dager', fin: '3 päivää' } },
        { value: 604800, label: { eng: '1 week', dan: '1 uge', swe: '1 vecka', nor: '1 uke', fin: '1 viikko' } },
        { value: 1209600, label: { eng: '2 weeks', dan: '2 uger', swe: '2 veckor', nor: '2 uker', fin: '2 viikkoa' } },
        { value: 1814400, label: { eng: '3 weeks', dan: '3 uger', swe: '3 veckor', nor: '3 uker', fin: '3 viikkoa' } },
        { value: 2629743, label: { eng: '1 month', dan: '1 måned', swe: '1 månad', nor: '1 måned', fin: '1 kuukausi' } },
        { value: 5259486, label: { eng: '2 months', dan: '2 måneder', swe: '2 månader', nor: '2 måneder', fin: '2 kuukautta' } },
        { value: 7889229, label: { eng: '3 months', dan: '3 måneder', swe: '3 månader', nor: '3 måneder', fin: '3 kuukautta' } },
        { value: 10518972, label: { eng: '4 months', dan: '4 måneder', swe: '4 månader', nor: '4 måneder', fin: '4 kuukautta' } },
        { value: 13148715, label: { eng: '5 months', dan: '5 måneder', swe: '5 månader', nor: '5 måneder', fin: '5 kuukautta' } },
        { value: 15778458, label: { eng: '6 months', dan: '6 måneder', swe: '6 månader', nor: '6 måneder', fin: '6 kuukautta' } },
        { value: 31556926, label: { eng: '1 year', dan: '1 år', swe: '1 år', nor: '1 år', fin: '1 vuosi' } },
      ],
    },
    recipientRole: {
      values: [
        { value: 'vm', label: { eng: 'Venue Manager', dan: 'Daglig leder', swe: 'Restaurangchef', nor: 'Daglig leder', fin: 'Ravintolapäällikkö' } },
        { value: 'svm', label: { eng: 'Snr. Venue Manager', dan: 'Senior daglig leder', swe: 'Senior restaurangchef', nor: 'Senior daglig leder', fin: 'Vanhempi ravintolapäällikkö' } },
        { value: 'avm', label: { eng: 'Ass. Venue Manager', dan: 'Assisterende daglig leder', swe: 'Biträdande restaurangchef', nor: 'Assisterende daglig leder', fin: 'Apulaisravintolapäällikkö' } },
        { value: 'sm', label: { eng: 'Shift Manager', dan: 'Vagtleder', swe: 'Skiftledare', nor: 'Skiftleder', fin: 'Vuoropäällikkö' } },
        { value: 'rm', label: { eng: 'Regional Manager', dan: 'Regionschef', swe: 'Regionchef', nor: 'Regionsjef', fin: 'Aluepäällikkö' } },
        { value: 'rd', label: { eng: 'Regional Director', dan: 'Regionsdirektør', swe: 'Regiondirektör', nor: 'Regiondirektør', fin: 'Aluejohtaja' } },
        { value: 'cd', label: { eng: 'Country Director', dan: 'Landedirektør', swe: 'Landsdirektör', nor: 'Landsdirektør', fin: 'Maajohtaja' } },
      ],
    },
  },
  fields: {
    name: { type: 'text', required: true, maxLength: 120, search: 'prefix', show: ['list', 'form', 'detail'], label: { eng: 'Name', dan: 'Navn', swe: 'Namn', nor: 'Navn', fin: 'Nimi' } },
    type: { type: 'enum', enum: 'ruleType', required: true, default: 'meetingEnded', show: ['list', 'filter', 'form', 'detail'], label: { eng: 'Fires when', dan: 'Udløses når', swe: 'Utlöses när', nor: 'Utløses når', fin: 'Laukeaa kun' } },
    country: { type: 'enum', enum: 'country', required: true, label: { eng: 'Country', dan: 'Land', swe: 'Land', nor: 'Land', fin: 'Maa' } },
    meetingId: {
      type: 'reference',
      reference: 'meetings',
      show: ['list', 'form', 'detail'],
      label: { eng: 'Meeting (empty: every meeting)', dan: 'Møde (tom: alle møder)', swe: 'Möte (tomt: alla möten)', nor: 'Møte (tomt: alle møter)', fin: 'Kokous (tyhjä: kaikki kokoukset)' },
    },
    inactivitySeconds: {
      type: 'enum',
      enum: 'inactivityInterval',
      show: ['list', 'form', 'detail'],
      label: { eng: 'Inactive for (inactivity rules)', dan: 'Inaktiv i (inaktivitetsregler)', swe: 'Inaktiv i (inaktivitetsregler)', nor: 'Inaktiv i (inaktivitetsregler)', fin: 'Passiivinen (passiivisuussäännöt)' },
    },
    recipientRoles: {
      type: 'list',
      maxItems: 7,
      of: { type: 'enum', enum: 'recipientRole', required: true, label: { eng: 'Role', dan: 'Rolle', swe: 'Roll', nor: 'Rolle', fin: 'Rooli' } },
      show: ['list', 'form', 'detail'],
      label: { eng: 'Notify the venue\'s', dan: 'Giv besked til stedets', swe: 'Meddela restaurangens', nor: 'Varsle stedets', fin: 'Ilmoita ravintolan' },
    },
    title: {
      type: 'text',
      required: true,
      maxLength: 200,
      label: { eng: 'Notification title', dan: 'Beskedens titel', swe: 'Meddelandets rubrik', nor: 'Varselets tittel', fin: 'Ilmoituksen otsikko' },
      help: { eng: 'Placeholders: {venueName}, {meetingTitle}', dan: 'Pladsholdere: {venueName}, {meetingTitle}', swe: 'Platshållare: {venueName}, {meetingTitle}', nor: 'Plassholdere: {venueName}, {meetingTitle}', fin: 'Paikkamerkit: {venueName}, {meetingTitle}' },
    },
    message: {
      type: 'text',
      multiline: true,
      maxLength: 2000,
      label: { eng: 'Notification message', dan: 'Beskedens tekst', swe: 'Meddelandets text', nor: 'Varselets tekst', fin: 'Ilmoituksen teksti' },
      help: { eng: 'Placeholders: {venueName}, {meetingTitle}', dan: 'Pladsholdere: {venueName}, {meetingTitle}', swe: 'Platshållare: {venueName}, {meetingTitle}', nor: 'Plassholdere: {venueName}, {meetingTitle}', fin: 'Paikkamerkit: {venueName}, {meetingTitle}' },
    },
    isActive: { type: 'boolean', default: true, show: ['list', 'form', 'detail'], label: { eng: 'Active', dan: 'Aktiv', swe: 'Aktiv', nor: 'Aktiv', fin: 'Aktiivinen' } },
  },
  actions: {
    create: { description: 'Creates a rule of the type in the path for the country in the query; an inactivity rule needs its interval, placeholders must be known.' },
    update: { description: 'Updates a rule with a version check, under the same rules as create.' },
  },
  endpoints: {
    create: {
      method: 'POST',
      path: '/MeetingNotificationRules/{type}',
      params: { type: { in: 'path', type: 'enum', enum: 'ruleType' }, country: { in: 'query', type: 'enum', enum: 'country', required: true, from: 'activeCountry' } },
      body: 'record',
      permission,
      scope: { country: ['query:country', 'body:country'] },
      action: 'create',
      error: 'Unable to create meeting rule',
    },
    getOne: { method: 'GET', path: '/MeetingNotificationRules/{id}', permission, scope: { country: 'record' }, store: 'get', error: 'Unable to get meeting rule' },
    getList: {
      method: 'GET',
      path: '/MeetingNotificationRules',
      params: { country: { in: 'query', type: 'enum', enum: 'country', required: true, from: 'activeCountry' } },
      permission,
      scope: { country: 'query:country' },
      store: 'list',
      error: 'Unable to get meeting rules',
    },
    update: { method: 'PUT', path: '/MeetingNotificationRules', body: 'record', id: 'body:id', permission, scope: { country: ['record', 'body:country'] }, action: 'update', error: 'Unable to update meeting rule.' },
    delete: {
      method: 'DELETE',
      path: '/MeetingNotificationRules',
      params: { ruleId: { in: 'query', type: 'string', required: true } },
      id: 'query:ruleId',
      permission,
      scope: { country: 'record' },
      store: 'delete',
      error: 'Unable to delete meeting rule.',
    },
  },
  routes: [
    {
      path: '/life/meeting-rules',
      service: 'life',
      menuGroup: 2,
      title,
      sidebar: { group: 'meetings', order: 20, icon: 'NotificationsActive' },
      permission,
      views: ['list', 'create', 'edit'],
    },
  ],
});
