import { defineResource } from '../dsl';
import { l, labels, readPermissions, same, bookingArrive, bookingWrite } from '../setup/parts/common';

const venueDates = {
  'venue-details-id': { in: 'query', type: 'string', required: true, from: 'activeVenue' },
  'from-date': { in: 'query', type: 'date', required: true },
  'to-date': { in: 'query', type: 'date', required: true },
} as const;
const guests = l('Guests', 'Gæster', 'Gäster', 'Gjester', 'Vieraat');

/** Guest-list names per venue and night, with request and arrival states and (partial) arrivals. */
export default defineResource({
  name: 'guestListItems',
  label: l('Guest list entry', 'Gæstelistepost', 'Gästlistepost', 'Gjestelisteoppføring', 'Vieraslistan rivi'),
  labelPlural: l('Guest list', 'Gæsteliste', 'Gästlista', 'Gjesteliste', 'Vieraslista'),
  api: 'setup',
  recordRepresentation: 'fullName',
  defaultSort: { field: 'fullName', order: 'ASC' },
  scope: { venue: 'venueDetailsId' },
  indexes: [{ fields: ['venueDetailsId', 'date'] }],
  enums: {
    guestListRequestState: {
      values: [
        { value: 0, color: 'success', label: l('Approved', 'Godkendt', 'Godkänd', 'Godkjent', 'Hyväksytty') },
        { value: 10, color: 'warning', label: l('Requested', 'Forespurgt', 'Förfrågad', 'Forespurt', 'Pyydetty') },
        { value: 20, color: 'error', label: l('Rejected', 'Afvist', 'Avvisad', 'Avvist', 'Hylätty') },
      ],
    },
    guestListArrivalState: {
      values: [
        { value: 0, color: 'default', label: l('Not arrived', 'Ikke ankommet', 'Inte anlänt', 'Ikke ankommet', 'Ei saapunut') },
        { value: 10, color: 'success', label: l('Arrived', 'Ankommet', 'Anlänt', 'Ankommet', 'Saapunut') },
        { value: 20, color: 'error', label: l('Rejected at the door', 'Afvist ved døren', 'Avvisad i dörren', 'Avvist i døra', 'Käännytetty ovelta') },
        { value: 40, color: 'info', label: l('Partially arrived', 'Delvist ankommet', 'Delvis anlänt', 'Delvis ankommet', 'Osittain saapunut') },
      ],
    },
  },
  fields: {
    venueDetailsId: { type: 'reference', reference: 'venueDetails', required: true, label: labels.venue },
    date: { type: 'date', required: true, label: l('Night', 'Aften', 'Kväll', 'Kveld', 'Ilta') },
    fullName: { type: 'text', required: true, maxLength: 200, label: l('Full name', 'Fulde navn', 'Fullständigt namn', 'Fullt navn', 'Koko nimi') },
    email: { type: 'text', format: 'email', maxLength: 200, label: l('Email', 'E-mail', 'E-post', 'E-post', 'Sähköposti') },
    phoneNumber: { type: 'text', maxLength: 40, label: l('Phone', 'Telefon', 'Telefon', 'Telefon', 'Puhelin') },
    guestCount: { type: 'number', integer: true, default: 1, min: 1, max: 500, label: guests },
    note: { type: 'text', multiline: true, maxLength: 1000, label: labels.note },
    rejectionNote: { type: 'text', maxLength: 1000, label: l('Reason for rejection', 'Årsag til afvisning', 'Skäl till avvisning', 'Årsak til avvisning', 'Hylkäyksen syy') },
    type: { type: 'number', integer: true, default: 0, label: labels.type },
    guestProfileId: { type: 'text', maxLength: 64, label: l('Guest profile', 'Gæsteprofil', 'Gästprofil', 'Gjesteprofil', 'Asiakasprofiili') },
    requestState: { type: 'enum', enum: 'guestListRequestState', default: 0, label: l('Request', 'Forespørgsel', 'Förfrågan', 'Forespørsel', 'Pyyntö') },
    arrivalState: { type: 'enum', enum: 'guestListArrivalState', default: 0, label: l('Arrival', 'Ankomst', 'Ankomst', 'Ankomst', 'Saapuminen') },
    deleted: { type: 'datetime', readOnly: true, label: labels.deleted },
    arrivals: {
      type: 'list',
      readOnly: true,
      of: {
        type: 'object',
        label: l('Arrival', 'Ankomst', 'Ankomst', 'Ankomst', 'Saapuminen'),
        fields: {
          id: { type: 'text', label: same('Id') },
          numberOfGuests: { type: 'number', integer: true, label: guests },
          note: { type: 'text', label: labels.note },
          created: { type: 'datetime', label: l('Created', 'Oprettet', 'Skapad', 'Opprettet', 'Luotu') },
          createdBy: { type: 'text', label: l('By', 'Af', 'Av', 'Av', 'Kirjaaja') },
        },
      },
      label: l('Arrivals', 'Ankomster', 'Ankomster', 'Ankomster', 'Saapumiset'),
    },
  },
  actions: {
    create: { description: 'Adds a name to the guest list of a night (request state Approved and arrival state Not arrived unless given).' },
    list: { description: "The venue's guest-list entries of the nights from from-date to to-date." },
    update: { description: 'Changes an entry with a version check.' },
    setArrivalState: { description: 'Sets the arrival state with an optional rejection note (needed when rejecting at the door).' },
    arrived: { description: 'Records that a number of guests of the entry arrived, with a note.' },
    updateArrived: { description: 'Corrects a recorded arrival.' },
  },
  endpoints: {
    create: { method: 'POST', path: '/guest-list-items', body: 'record', permission: bookingWrite, scope: { venue: 'body:venueDetailsId' }, action: 'create', error: 'Unable to create a guest list item' },
    getList: { method: 'GET', path: '/guest-list-items', params: venueDates, permission: readPermissions, scope: { venue: 'query:venue-details-id' }, action: 'list', error: 'Unable to get guest list items' },
    update: {
      method: 'PUT',
      path: '/guest-list-items/{id}',
      body: 'record',
      permission: bookingWrite,
      scope: { venue: ['record', 'body:venueDetailsId'] },
      action: 'update',
      error: 'Unable to update a guest list item',
    },
    setArrivalState: {
      method: 'PATCH',
      path: '/guest-list-items/{id}',
      body: {
        fields: {
          arrivalState: { type: 'enum', enum: 'guestListArrivalState', required: true, label: l('Arrival', 'Ankomst', 'Ankomst', 'Ankomst', 'Saapuminen') },
          rejectionNote: { type: 'text', maxLength: 1000, label: l('Reason for rejection', 'Årsag til afvisning', 'Skäl till avvisning', 'Årsak til avvisning', 'Hylkäyksen syy') },
        },
      },
      permission: bookingArrive,
      scope: { venue: 'record' },
      action: 'setArrivalState',
      error: 'Unable to patch guest list item',
    },
    arrived: {
      method: 'PATCH',
      path: '/guest-list-items/{id}/arrived/{numberOfGuests}',
      params: { numberOfGuests: { in: 'path', type: 'integer' } },
      body: { fields: { note: { type: 'text', maxLength: 500, label: labels.note } } },
      permission: bookingArrive,
      scope: { venue: 'record' },
      action: 'arrived',
      error: 'Unable to patch guest list item arrival',
    },
    updateArrived: {
      method: 'PATCH',
      path: '/guest-list-items/{id}/update-arrived/{arrivalId}',
      body: {
        fields: {
          numPeopleArrived: { type: 'number', integer: true, required: true, min: 0, max: 500, label: guests },
          note: { type: 'text', maxLength: 500, label: labels.note },
        },
      },
      permission: bookingArrive,
      scope: { venue: 'record' },
      action: 'updateArrived',
      error: 'Unable to patch guest list item arrival count',
    },
  },
  routes: [
    {
      path: '/marcom/marcom/guest-list',
      service: 'venue',
      menuGroup: 0,
      title: l('Guest list', 'Gæsteliste', 'Gästlista', 'Gjesteliste', 'Vieraslista'),
      parent: '/marcom/marcom',
      sidebar: { group: 'booking', order: 330, icon: 'HowToReg' },
      permission: 'vp.vp.booking.show',
      screen: 'GuestListScreen',
    },
  ],
});
