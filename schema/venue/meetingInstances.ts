import { defineResource } from '../dsl';
import { meetingStepEnum } from '../life/parts/meetingSteps';

const permission = 'vp.vp.meetings.show';
const write = 'vp.vp.meetings.edit';
const title = { eng: 'Meetings', dan: 'Møder', swe: 'Möten', nor: 'Møter', fin: 'Kokoukset' };
const instanceId = { type: 'reference', reference: 'meetingInstances', required: true, label: { eng: 'Meeting', dan: 'Møde', swe: 'Möte', nor: 'Møte', fin: 'Kokous' } } as const;
const facilitator = { type: 'text', maxLength: 120, label: { eng: 'Facilitator', dan: 'Mødeleder', swe: 'Mötesledare', nor: 'Møteleder', fin: 'Puheenjohtaja' } } as const;
const attendees = {
  type: 'list',
  maxItems: 100,
  of: { type: 'text', maxLength: 120, label: { eng: 'Attendee', dan: 'Deltager', swe: 'Deltagare', nor: 'Deltaker', fin: 'Osallistuja' } },
  label: { eng: 'Attendees', dan: 'Deltagere', swe: 'Deltagare', nor: 'Deltakere', fin: 'Osallistujat' },
} as const;
const stepIndex = { type: 'number', integer: true, min: 0, max: 19, required: true, label: { eng: 'Step', dan: 'Trin', swe: 'Steg', nor: 'Steg', fin: 'Vaihe' } } as const;
const actionItem = {
  title: { type: 'text', required: true, maxLength: 200, label: { eng: 'Action item', dan: 'Handlingspunkt', swe: 'Åtgärdspunkt', nor: 'Tiltak', fin: 'Toimenpide' } },
  kind: { type: 'enum', enum: 'actionKind', required: true, default: 'task', label: { eng: 'Becomes', dan: 'Bliver til', swe: 'Blir', nor: 'Blir', fin: 'Muuttuu' } },
  assigneeId: { type: 'reference', reference: 'users', label: { eng: 'Attendee', dan: 'Deltager', swe: 'Deltagare', nor: 'Deltaker', fin: 'Osallistuja' } },
  dueDate: { type: 'date', required: true, label: { eng: 'Due date', dan: 'Forfaldsdato', swe: 'Förfallodatum', nor: 'Frist', fin: 'Määräpäivä' } },
  createdId: { type: 'text', readOnly: true, label: { eng: 'Created as', dan: 'Oprettet som', swe: 'Skapad som', nor: 'Opprettet som', fin: 'Luotu' } },
} as const;
const stepNote = {
  step: { type: 'enum', enum: 'stepType', required: true, label: { eng: 'Step', dan: 'Trin', swe: 'Steg', nor: 'Steg', fin: 'Vaihe' } },
  note: { type: 'text', required: true, maxLength: 1000, label: { eng: 'Note', dan: 'Bemærkning', swe: 'Anteckning', nor: 'Notat', fin: 'Muistiinpano' } },
} as const;

/**
 * A meeting held at a venue for one period of its meeting's type (week, fortnight, month, quarter, half or year):
 * created, started with a facilitator, attendees and time, then ended.
 */
export default defineResource({
  name: 'meetingInstances',
  label: { eng: 'Meeting', dan: 'Møde', swe: 'Möte', nor: 'Møte', fin: 'Kokous' },
  labelPlural: title,
  api: 'main',
  defaultSort: { field: 'when', order: 'DESC' },
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueId', 'meetingId', 'whenYear', 'period'], unique: true }],
  enums: {
    status: {
      values: [
        { value: 'created', color: 'default', label: { eng: 'Not started', dan: 'Ikke startet', swe: 'Inte startat', nor: 'Ikke startet', fin: 'Ei aloitettu' } },
        { value: 'started', color: 'warning', label: { eng: 'In progress', dan: 'I gang', swe: 'Pågår', nor: 'Pågår', fin: 'Käynnissä' } },
        { value: 'ended', color: 'success', label: { eng: 'Ended', dan: 'Afsluttet', swe: 'Avslutat', nor: 'Avsluttet', fin: 'Päättynyt' } },
      ],
    },
    actionKind: {
      values: [
        { value: 'task', label: { eng: 'Venue task', dan: 'Stedsopgave', swe: 'Restauranguppgift', nor: 'Stedsoppgave', fin: 'Ravintolan tehtävä' } },
        { value: 'todo', label: { eng: 'Personal to-do', dan: 'Personlig gøremål', swe: 'Personlig att göra', nor: 'Personlig gjøremål', fin: 'Henkilökohtainen tehtävä' } },
      ],
    },
    stepType: meetingStepEnum,
  },
  fields: {
    meetingId: { type: 'reference', reference: 'meetings', required: true, label: { eng: 'Meeting', dan: 'Møde', swe: 'Möte', nor: 'Møte', fin: 'Kokous' } },
    venueId: { type: 'reference', reference: 'venues', required: true, label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' } },
    when: { type: 'datetime', readOnly: true, label: { eng: 'When', dan: 'Hvornår', swe: 'När', nor: 'Når', fin: 'Milloin' } },
    whenYear: { type: 'number', integer: true, readOnly: true, label: { eng: 'Year', dan: 'År', swe: 'År', nor: 'År', fin: 'Vuosi' } },
    period: { type: 'number', integer: true, readOnly: true, label: { eng: 'Period', dan: 'Periode', swe: 'Period', nor: 'Periode', fin: 'Jakso' } },
    meeting: {
      type: 'object',
      readOnly: true,
      fields: {
        title: { type: 'text', label: { eng: 'Title', dan: 'Titel', swe: 'Titel', nor: 'Tittel', fin: 'Otsikko' } },
        type: { type: 'text', label: { eng: 'Type', dan: 'Type', swe: 'Typ', nor: 'Type', fin: 'Tyyppi' } },
        steps: { type: 'list', of: { type: 'text', label: { eng: 'Step', dan: 'Trin', swe: 'Steg', nor: 'Steg', fin: 'Vaihe' } }, label: { eng: 'Steps', dan: 'Trin', swe: 'Steg', nor: 'Steg', fin: 'Vaiheet' } },
        powerBi: {
          type: 'object',
          fields: {
            name: { type: 'text', label: { eng: 'Report', dan: 'Rapport', swe: 'Rapport', nor: 'Rapport', fin: 'Raportti' } },
            reportId: { type: 'text', label: { eng: 'Power BI report id', dan: 'Power BI-rapport-id', swe: 'Power BI-rapport-id', nor: 'Power BI-rapport-id', fin: 'Power BI -raportin tunnus' } },
            workspaceId: { type: 'text', label: { eng: 'Power BI workspace id', dan: 'Power BI-workspace-id', swe: 'Power BI-arbetsyte-id', nor: 'Power BI-arbeidsområde-id', fin: 'Power BI -työtilan tunnus' } },
          },
          label: { eng: 'Power BI report', dan: 'Power BI-rapport', swe: 'Power BI-rapport', nor: 'Power BI-rapport', fin: 'Power BI -raportti' },
        },
      },
      label: { eng: 'Meeting as held', dan: 'Mødet som afholdt', swe: 'Mötet som hållet', nor: 'Møtet som holdt', fin: 'Kokous pidettynä' },
    },
    status: { type: 'enum', enum: 'status', readOnly: true, default: 'created', label: { eng: 'Status', dan: 'Status', swe: 'Status', nor: 'Status', fin: 'Tila' } },
    facilitator,
    attendees,
    notes: { type: 'text', multiline: true, maxLength: 4000, label: { eng: 'Notes', dan: 'Noter', swe: 'Anteckningar', nor: 'Notater', fin: 'Muistiinpanot' } },
    /** The people the notes mention, by user id: their names are written into the notes when they are read. */
    mentions: { type: 'list', maxItems: 20, of: { type: 'text', maxLength: 100, label: { eng: 'Person', dan: 'Person', swe: 'Person', nor: 'Person', fin: 'Henkilö' } }, label: { eng: 'Mentioned', dan: 'Nævnt', swe: 'Nämnda', nor: 'Nevnt', fin: 'Mainitut' } },
    decisions: { type: 'text', multiline: true, maxLength: 4000, label: { eng: 'Decisions', dan: 'Beslutninger', swe: 'Beslut', nor: 'Beslutninger', fin: 'Päätökset' } },
    actionItems: { type: 'list', maxItems: 50, of: { type: 'object', fields: actionItem, label: { eng: 'Action item', dan: 'Handlingspunkt', swe: 'Åtgärdspunkt', nor: 'Tiltak', fin: 'Toimenpide' } }, label: { eng: 'Action items', dan: 'Handlingspunkter', swe: 'Åtgärdspunkter', nor: 'Tiltak', fin: 'Toimenpiteet' } },
    stepNotes: { type: 'list', maxItems: 20, of: { type: 'object', fields: stepNote, label: { eng: 'Step note', dan: 'Note til trin', swe: 'Anteckning till steg', nor: 'Notat til steg', fin: 'Vaiheen muistiinpano' } }, label: { eng: 'Step notes', dan: 'Noter til trin', swe: 'Anteckningar till steg', nor: 'Notater til steg', fin: 'Vaiheiden muistiinpanot' } },
    currentStep: { type: 'number', integer: true, min: 0, readOnly: true, default: 0, label: { eng: 'Current step', dan: 'Aktuelt trin', swe: 'Aktuellt steg', nor: 'Gjeldende steg', fin: 'Nykyinen vaihe' } },
    startedAt: { type: 'datetime', readOnly: true, label: { eng: 'Started', dan: 'Startet', swe: 'Startat', nor: 'Startet', fin: 'Aloitettu' } },
    endedAt: { type: 'datetime', readOnly: true, label: { eng: 'Ended', dan: 'Afsluttet', swe: 'Avslutat', nor: 'Avsluttet', fin: 'Päättynyt' } },
  },
  actions: {
    listByVenue: { description: "A page of the venue's instances, the newest held first, with their notes as people read them." },
    getOne: { description: 'An instance with its notes as people read them: each mention with the name of today.' },
    create: { description: "Creates the instance of a meeting the venue holds for the period that contains `when` (default now, in the venue's time zone); one per meeting, venue and period." },
    update: { description: 'Changes the facilitator, attendees, notes, decisions, action items and step notes of an instance that has not ended, with a version check.' },
    goToStep: { description: 'Moves a started instance to one of its steps, so that whoever opens it resumes there.' },
    minutes: { description: 'The minutes of an ended instance as a PDF: people, notes, decisions, step notes and action items.' },
    start: { description: 'Starts a created instance with its facilitator, attendees and the time it is held.' },
    end: { description: 'Ends a started instance in one transaction: locks its notes, turns its action items into venue tasks and personal to-dos, and sends the notifications of the "meeting ended" rules of the country.' },
  },
  endpoints: {
    create: {
      method: 'POST',
      path: '/MeetingInstances',
      body: {
        fields: {
          meetingId: { type: 'reference', reference: 'meetings', required: true, label: { eng: 'Meeting', dan: 'Møde', swe: 'Möte', nor: 'Møte', fin: 'Kokous' } },
          venueId: { type: 'reference', reference: 'venues', required: true, label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' } },
          when: { type: 'datetime', label: { eng: 'When', dan: 'Hvornår', swe: 'När', nor: 'Når', fin: 'Milloin' } },
        },
      },
      permission: write,
      scope: { venue: 'body:venueId' },
      action: 'create',
      error: 'Unable to create new meeting',
    },
    getByVenue: {
      method: 'GET',
      path: '/MeetingInstances/ByVenueId/{venueId}',
      params: {
        venueId: { in: 'path', type: 'string', from: 'activeVenue' },
        meetingId: { in: 'query', type: 'string' },
        status: { in: 'query', type: 'enum', enum: 'status' },
        page: { in: 'query', type: 'integer' },
        perPage: { in: 'query', type: 'integer' },
      },
      permission,
      scope: { venue: 'path:venueId' },
      action: 'listByVenue',
      error: 'Unable to get meetings',
    },
    getOne: { method: 'GET', path: '/MeetingInstances/{id}', permission, scope: { venue: 'record' }, action: 'getOne', error: 'Unable to get meeting' },
    update: { method: 'PUT', path: '/MeetingInstances/', body: 'record', id: 'body:id', permission: write, scope: { venue: ['record', 'body:venueId'] }, action: 'update', error: 'Unable to update meeting.' },
    start: {
      method: 'POST',
      path: '/MeetingInstances/StartMeeting',
      body: {
        fields: {
          meetingInstanceId: instanceId,
          facilitator: { ...facilitator, required: true },
          attendees,
          when: { type: 'datetime', required: true, label: { eng: 'When', dan: 'Hvornår', swe: 'När', nor: 'Når', fin: 'Milloin' } },
        },
      },
      id: 'body:meetingInstanceId',
      permission: write,
      scope: { venue: 'record' },
      action: 'start',
      error: 'Unable to start meeting',
    },
    goToStep: {
      method: 'POST',
      path: '/MeetingInstances/GoToStep',
      body: { fields: { meetingInstanceId: instanceId, step: stepIndex } },
      id: 'body:meetingInstanceId',
      permission: write,
      scope: { venue: 'record' },
      action: 'goToStep',
      error: 'Unable to change meeting step',
    },
    minutes: {
      method: 'GET',
      path: '/MeetingInstances/{id}/Minutes',
      permission,
      scope: { venue: 'record' },
      action: 'minutes',
      returns: 'file',
      error: 'Unable to get meeting minutes',
    },
    end: {
      method: 'POST',
      path: '/MeetingInstances/EndMeeting',
      body: { fields: { meetingInstanceId: instanceId } },
      id: 'body:meetingInstanceId',
      permission: write,
      scope: { venue: 'record' },
      action: 'end',
      error: 'Unable to end meeting',
    },
  },
  routes: [
    {
      path: '/vp/meetings',
      service: 'venue',
      menuGroup: 0,
      title,
      sidebar: { group: 'operations', order: 50, icon: 'Groups' },
      permission,
      screen: 'VenueMeetingsScreen',
    },
  ],
});
