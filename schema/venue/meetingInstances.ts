import { defineResource } from '../dsl';

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
  },
  fields: {
    meetingId: { type: 'reference', reference: 'meetings', required: true, label: { eng: 'Meeting', dan: 'Møde', swe: 'Möte', nor: 'Møte', fin: 'Kokous' } },
    venueId: { type: 'reference', reference: 'venues', required: true, label: { eng: 'Venue', dan: 'Venue', swe: 'Venue', nor: 'Venue', fin: 'Ravintola' } },
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
      },
      label: { eng: 'Meeting as held', dan: 'Mødet som afholdt', swe: 'Mötet som hållet', nor: 'Møtet som holdt', fin: 'Kokous pidettynä' },
    },
    status: { type: 'enum', enum: 'status', readOnly: true, default: 'created', label: { eng: 'Status', dan: 'Status', swe: 'Status', nor: 'Status', fin: 'Tila' } },
    facilitator,
    attendees,
    notes: { type: 'text', multiline: true, maxLength: 4000, label: { eng: 'Notes', dan: 'Noter', swe: 'Anteckningar', nor: 'Notater', fin: 'Muistiinpanot' } },
    startedAt: { type: 'datetime', readOnly: true, label: { eng: 'Started', dan: 'Startet', swe: 'Startat', nor: 'Startet', fin: 'Aloitettu' } },
    endedAt: { type: 'datetime', readOnly: true, label: { eng: 'Ended', dan: 'Afsluttet', swe: 'Avslutat', nor: 'Avsluttet', fin: 'Päättynyt' } },
  },
  actions: {
    create: { description: "Creates the instance of a meeting the venue holds for the period that contains `when` (default now, in the venue's time zone); one per meeting, venue and period." },
    update: { description: 'Changes the facilitator, attendees and notes of an instance that has not ended, with a version check.' },
    start: { description: 'Starts a created instance with its facilitator, attendees and the time it is held.' },
    end: { description: 'Ends a started instance and sends the notifications of the "meeting ended" rules of the country.' },
  },
  endpoints: {
    create: {
      method: 'POST',
      path: '/MeetingInstances',
      body: {
        fields: {
          meetingId: { type: 'reference', reference: 'meetings', required: true, label: { eng: 'Meeting', dan: 'Møde', swe: 'Möte', nor: 'Møte', fin: 'Kokous' } },
          venueId: { type: 'reference', reference: 'venues', required: true, label: { eng: 'Venue', dan: 'Venue', swe: 'Venue', nor: 'Venue', fin: 'Ravintola' } },
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
      params: { venueId: { in: 'path', type: 'string', from: 'activeVenue' }, meetingId: { in: 'query', type: 'string' }, status: { in: 'query', type: 'enum', enum: 'status' } },
      permission,
      scope: { venue: 'path:venueId' },
      store: 'list',
      error: 'Unable to get meetings',
    },
    getOne: { method: 'GET', path: '/MeetingInstances/{id}', permission, scope: { venue: 'record' }, store: 'get', error: 'Unable to get meeting' },
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
