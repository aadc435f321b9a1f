import type { FieldDef } from '../dsl';
import { defineResource } from '../dsl';
import { l, labels, same, bookingArrive, bookingWrite } from '../setup/parts/common';

const permission = ['vp.vp.booking.show', 'vp.crm.bookingoverview.show'];
const venueQuery = { 'venue-details-id': { in: 'query', type: 'string', required: true, from: 'activeVenue' } } as const;
const acceptSoftWarnings = { 'accept-soft-warnings': { in: 'query', type: 'boolean' } } as const;
const venueHeader = { venueId: { in: 'header', type: 'string', required: true, from: 'activeVenue' } } as const;
const recordScope = { venue: 'record' };

const message = l('Message', 'Besked', 'Meddelande', 'Melding', 'Viesti');
const author = l('Author', 'Forfatter', 'Författare', 'Forfatter', 'Kirjoittaja');
const created = l('Created', 'Oprettet', 'Skapad', 'Opprettet', 'Luotu');

const customerFields: Record<string, FieldDef> = {
  name: { type: 'text', maxLength: 200, label: labels.name },
  phoneNumber: { type: 'text', maxLength: 40, label: l('Phone', 'Telefon', 'Telefon', 'Telefon', 'Puhelin') },
  email: { type: 'text', maxLength: 200, label: l('Email', 'E-mail', 'E-post', 'E-post', 'Sähköposti') },
};

/** The fields a booking command may set; the server fills the rest (customer id, change log, arrivals, deleted). */
const bookingInput: Record<string, FieldDef> = {
  venueDetailsId: { type: 'reference', reference: 'venueDetails', required: true, label: labels.venue },
  venueSetupId: { type: 'reference', reference: 'venueSetups', label: labels.setup },
  venueSectionId: { type: 'reference', reference: 'venueSections', label: labels.section },
  venueTableId: { type: 'reference', reference: 'venueTables', label: labels.table },
  bookingState: { type: 'enum', enum: 'bookingState', default: 1, label: l('Booking state', 'Bookingstatus', 'Bokningsstatus', 'Bookingstatus', 'Varauksen tila') },
  arrivalState: { type: 'enum', enum: 'arrivalState', default: 0, label: l('Arrival', 'Ankomst', 'Ankomst', 'Ankomst', 'Saapuminen') },
  type: { type: 'number', integer: true, default: 0, label: labels.type },
  guestCount: { type: 'number', integer: true, min: 1, max: 1000, label: l('Guests', 'Gæster', 'Gäster', 'Gjester', 'Vieraat') },
  arrival: { type: 'datetime', label: l('Arrival time', 'Ankomsttid', 'Ankomsttid', 'Ankomsttid', 'Saapumisaika') },
  departure: { type: 'datetime', label: l('Departure time', 'Afgangstid', 'Avgångstid', 'Avreisetid', 'Lähtöaika') },
  customerMessage: { type: 'text', multiline: true, maxLength: 2000, label: l("Guest's message", 'Gæstens besked', 'Gästens meddelande', 'Gjestens melding', 'Vieraan viesti') },
  bookingMessages: {
    type: 'list',
    maxItems: 100,
    of: { type: 'object', fields: { message: { type: 'text', maxLength: 2000, label: message }, author: { type: 'text', maxLength: 200, label: author }, created: { type: 'datetime', label: created } }, label: message },
    label: l('Messages', 'Beskeder', 'Meddelanden', 'Meldinger', 'Viestit'),
  },
  orderLines: {
    type: 'list',
    maxItems: 50,
    of: {
      type: 'object',
      label: l('Order line', 'Ordrelinje', 'Orderrad', 'Ordrelinje', 'Tilausrivi'),
      fields: {
        name: { type: 'text', required: true, maxLength: 120, label: labels.name },
        quantity: { type: 'number', integer: true, required: true, min: 1, max: 1000, label: l('Quantity', 'Antal', 'Antal', 'Antall', 'Määrä') },
        unitPrice: { type: 'money', required: true, min: 0, label: l('Unit price', 'Stykpris', 'Styckpris', 'Enhetspris', 'Yksikköhinta') },
        description: { type: 'text', maxLength: 500, label: labels.description },
        category: { type: 'text', maxLength: 60, label: l('Category', 'Kategori', 'Kategori', 'Kategori', 'Luokka') },
      },
    },
    label: l('Pre-orders', 'Forudbestillinger', 'Förbeställningar', 'Forhåndsbestillinger', 'Ennakkotilaukset'),
  },
  tags: { type: 'list', maxItems: 30, of: { type: 'text', maxLength: 200, label: l('Tag', 'Tag', 'Tagg', 'Tagg', 'Tunniste') }, label: l('Tags', 'Tags', 'Taggar', 'Tagger', 'Tunnisteet') },
  caseworker: { type: 'text', maxLength: 64, label: l('Caseworker', 'Sagsbehandler', 'Handläggare', 'Saksbehandler', 'Käsittelijä') },
  host: { type: 'text', maxLength: 64, label: l('Host', 'Vært', 'Värd', 'Vert', 'Isäntä') },
  notifyCaseworker: { type: 'boolean', default: false, label: l('Notify caseworker', 'Giv sagsbehandler besked', 'Meddela handläggaren', 'Varsle saksbehandler', 'Ilmoita käsittelijälle') },
  paymentReceived: { type: 'boolean', default: false, label: l('Payment received', 'Betaling modtaget', 'Betalning mottagen', 'Betaling mottatt', 'Maksu vastaanotettu') },
  notes: {
    type: 'list',
    maxItems: 100,
    of: { type: 'object', fields: { message: { type: 'text', maxLength: 2000, label: message }, created: { type: 'datetime', label: created }, createdBy: { type: 'text', maxLength: 200, label: author } }, label: labels.note },
    label: l('Notes', 'Noter', 'Anteckningar', 'Notater', 'Muistiinpanot'),
  },
  eventId: { type: 'reference', reference: 'bookingEvents', label: l('Event', 'Arrangement', 'Evenemang', 'Arrangement', 'Tapahtuma') },
  minimumSpend: { type: 'money', min: 0, label: l('Minimum spend', 'Minimumsforbrug', 'Minimiköp', 'Minimumsforbruk', 'Vähimmäisostos') },
};

const bookingCustomer: FieldDef = { type: 'object', fields: customerFields, label: l('Customer', 'Kunde', 'Kund', 'Kunde', 'Asiakas') };

/**
 * Table bookings and booking requests of a venue. Rules (validity, customer, notes, tables and policies, states,
 * partial arrivals, the change log) live in `src/server/domain/bookings/bookings.ts`; every answer about a booking
 * is a booking result: the booking with its customer, reserved table, section, setup, table parts, minimum spend
 * and event.
 */
export default defineResource({
  name: 'bookings',
  label: l('Booking', 'Booking', 'Bokning', 'Booking', 'Varaus'),
  labelPlural: l('Bookings', 'Bookinger', 'Bokningar', 'Bookinger', 'Varaukset'),
  api: 'bookings',
  defaultSort: { field: 'arrival', order: 'ASC' },
  scope: { venue: 'venueDetailsId' },
  indexes: [{ fields: ['venueDetailsId', 'arrival'] }, { fields: ['venueTableId', 'arrival'] }],
  enums: {
    bookingState: {
      values: [
        { value: 1, color: 'info', label: l('Reserved', 'Reserveret', 'Reserverad', 'Reservert', 'Varattu') },
        { value: 2, color: 'primary', label: l('Guest confirmed', 'Bekræftet af gæst', 'Bekräftad av gäst', 'Bekreftet av gjest', 'Vieras vahvistanut') },
        { value: 3, color: 'success', label: l('Venue confirmed', 'Bekræftet af stedet', 'Bekräftad av restaurangen', 'Bekreftet av stedet', 'Ravintola vahvistanut') },
        { value: 4, color: 'error', label: l('Venue cancelled', 'Aflyst af stedet', 'Avbokad av restaurangen', 'Avlyst av stedet', 'Ravintola perunut') },
        { value: 5, color: 'error', label: l('Guest cancelled', 'Aflyst af gæst', 'Avbokad av gäst', 'Avlyst av gjest', 'Vieras perunut') },
        { value: 7, color: 'warning', label: l('Requested', 'Forespurgt', 'Förfrågad', 'Forespurt', 'Pyydetty') },
        { value: 8, color: 'default', label: l('Requested rejected', 'Forespørgsel afvist', 'Förfrågan avvisad', 'Forespørsel avvist', 'Pyyntö hylätty') },
      ],
    },
    arrivalState: {
      values: [
        { value: 0, color: 'default', label: l('Not arrived', 'Ikke ankommet', 'Inte anlänt', 'Ikke ankommet', 'Ei saapunut') },
        { value: 5, color: 'error', label: l('Rejected on arrival', 'Afvist ved ankomst', 'Avvisad vid ankomst', 'Avvist ved ankomst', 'Käännytetty ovelta') },
        { value: 10, color: 'success', label: l('Arrived', 'Ankommet', 'Anlänt', 'Ankommet', 'Saapunut') },
        { value: 12, color: 'info', label: l('Partially arrived', 'Delvist ankommet', 'Delvis anlänt', 'Delvis ankommet', 'Osittain saapunut') },
        { value: 15, color: 'primary', label: l('Seated', 'Placeret', 'Placerad', 'Plassert', 'Istumassa') },
        { value: 80, color: 'warning', label: l('Delayed', 'Forsinket', 'Försenad', 'Forsinket', 'Myöhässä') },
        { value: 90, color: 'error', label: l('No show', 'Udeblevet', 'Uteblev', 'Uteble', 'Ei saapunut paikalle') },
      ],
    },
  },
  fields: {
    ...bookingInput,
    bookingCustomerId: { type: 'reference', reference: 'bookingCustomers', readOnly: true, label: l('Customer', 'Kunde', 'Kund', 'Kunde', 'Asiakas') },
    deleted: { type: 'datetime', readOnly: true, label: labels.deleted },
    arrivals: {
      type: 'list',
      readOnly: true,
      of: {
        type: 'object',
        label: l('Arrival', 'Ankomst', 'Ankomst', 'Ankomst', 'Saapuminen'),
        fields: {
          id: { type: 'text', label: same('Id') },
          numberOfGuests: { type: 'number', integer: true, label: l('Guests', 'Gæster', 'Gäster', 'Gjester', 'Vieraat') },
          note: { type: 'text', label: labels.note },
          created: { type: 'datetime', label: created },
          createdBy: { type: 'text', label: author },
        },
      },
      label: l('Arrivals', 'Ankomster', 'Ankomster', 'Ankomster', 'Saapumiset'),
    },
    changeLog: {
      type: 'list',
      readOnly: true,
      of: {
        type: 'object',
        label: l('Change', 'Ændring', 'Ändring', 'Endring', 'Muutos'),
        fields: {
          userId: { type: 'text', label: l('User id', 'Bruger-id', 'Användar-id', 'Bruker-id', 'Käyttäjätunnus') },
          user: { type: 'text', label: author },
          created: { type: 'datetime', label: created },
          changeFlags: { type: 'number', integer: true, label: l('What changed', 'Hvad blev ændret', 'Vad ändrades', 'Hva ble endret', 'Mitä muuttui') },
          changes: {
            type: 'list',
            of: {
              type: 'object',
              label: l('Change', 'Ændring', 'Ändring', 'Endring', 'Muutos'),
              fields: {
                changeType: { type: 'number', integer: true, label: labels.type },
                oldValue: { type: 'text', label: l('Before', 'Før', 'Före', 'Før', 'Ennen') },
                newValue: { type: 'text', label: l('After', 'Efter', 'Efter', 'Etter', 'Jälkeen') },
              },
            },
            label: l('Changes', 'Ændringer', 'Ändringar', 'Endringer', 'Muutokset'),
          },
          message: { type: 'text', label: message },
        },
      },
      label: l('History', 'Historik', 'Historik', 'Historikk', 'Historia'),
    },
  },
  actions: {
    listNight: { description: "The venue's bookings with arrival in the nights from from-date to to-date (each night starts at the venue's start time of day, venue time zone)." },
    listRequests: { description: "The venue's open requests, optionally of one caseworker (or 'unassigned')." },
    listOnDeactivatedTables: { description: 'Upcoming bookings whose table (or a part of it) has been switched off or deleted.' },
    listRejected: { description: "The venue's rejected requests." },
    caseworkers: { description: 'The people who may handle the bookings of the venue (Booking Overview).' },
    hosts: { description: 'The people who may host guests at the venue (Table Booking).' },
    create: { description: 'Creates a booking: validity, customer, table free, policies (hard limits refused, soft limits need accept-soft-warnings).' },
    update: { description: 'Changes a booking with a version check and the same rules; the change log records what changed.' },
    remove: { description: 'Marks a booking deleted.' },
    assignMe: { description: 'Makes the signed-in user the caseworker.' },
    unassignMe: { description: 'Removes the signed-in user as caseworker.' },
    assignCaseworker: { description: "Makes a user the caseworker ('none' unassigns)." },
    assignHost: { description: "Makes a user the host ('none' unassigns)." },
    rejectRequest: { description: 'Rejects a request.' },
    reopenRequest: { description: 'Reopens a rejected request.' },
    setArrivalState: { description: 'Sets the arrival state.' },
    setBookingState: { description: 'Sets the booking state; states other than Requested and Reserved need a table.' },
    setCustomer: { description: "Changes the booking's customer (name, phone and email all or none)." },
    arrived: { description: 'Records that a number of guests arrived, with a note (partial arrival until all have come).' },
    updateArrived: { description: 'Corrects a recorded arrival.' },
    addTag: { description: 'Adds a tag; a theme tag replaces the theme tag the booking had.' },
    removeTag: { description: 'Removes a tag.' },
  },
  endpoints: {
    getList: {
      method: 'GET',
      path: '/admin/bookings',
      params: { ...venueQuery, 'from-date': { in: 'query', type: 'string', required: true }, 'to-date': { in: 'query', type: 'string', required: true } },
      permission,
      scope: { venue: 'query:venue-details-id' },
      action: 'listNight',
      error: 'Unable to get bookings.',
    },
    requests: {
      method: 'GET',
      path: '/admin/bookings/requests',
      params: { ...venueQuery, 'case-worker-id': { in: 'query', type: 'string' } },
      permission,
      scope: { venue: 'query:venue-details-id' },
      action: 'listRequests',
      error: 'Unable to get requests.',
    },
    onDeactivatedTables: {
      method: 'GET',
      path: '/admin/bookings/bookings-on-deactivated-tables/{venueId}',
      params: { venueId: { in: 'path', type: 'string', from: 'activeVenue' } },
      permission,
      scope: { venue: 'path:venueId' },
      action: 'listOnDeactivatedTables',
      error: 'Unable to get bookings.',
    },
    rejectedRequests: {
      method: 'GET',
      path: '/admin/bookings/rejected-requests',
      params: venueQuery,
      permission,
      scope: { venue: 'query:venue-details-id' },
      action: 'listRejected',
      error: 'Unable to get rejected requests.',
    },
    caseworkers: { method: 'GET', path: '/admin/bookings/caseworkers', params: venueHeader, permission, scope: { venue: 'header:venueId' }, action: 'caseworkers', error: 'Unable to get caseworkers.' },
    hosts: { method: 'GET', path: '/admin/bookings/hosts', params: venueHeader, permission, scope: { venue: 'header:venueId' }, action: 'hosts', error: 'Unable to get hosts.' },
    create: {
      method: 'POST',
      path: '/admin/bookings',
      params: acceptSoftWarnings,
      body: { fields: { ...bookingInput, bookingCustomer } },
      permission: bookingWrite,
      scope: { venue: 'body:venueDetailsId' },
      action: 'create',
      error: 'Unable to post booking.',
    },
    update: {
      method: 'PUT',
      path: '/admin/bookings/{id}',
      params: acceptSoftWarnings,
      body: { fields: { ...bookingInput, bookingCustomer, version: { type: 'number', integer: true, required: true, label: same('Version') } } },
      permission: bookingWrite,
      scope: { venue: ['record', 'body:venueDetailsId'] },
      action: 'update',
      error: 'Unable to put booking.',
    },
    delete: { method: 'DELETE', path: '/admin/bookings/{id}', permission: bookingWrite, scope: recordScope, action: 'remove', error: 'Unable to delete booking.' },
    assignMe: { method: 'PATCH', path: '/admin/bookings/{id}/assign-current-user-as-caseworker/', permission: bookingWrite, scope: recordScope, action: 'assignMe', error: 'Unable to assign caseworker.' },
    unassignMe: { method: 'PATCH', path: '/admin/bookings/{id}/unassign-current-user-as-caseworker/', permission: bookingWrite, scope: recordScope, action: 'unassignMe', error: 'Unable to unassign caseworker.' },
    assignCaseworker: { method: 'PATCH', path: '/admin/bookings/{id}/assign-caseworker/{userId}', permission: bookingWrite, scope: recordScope, action: 'assignCaseworker', error: 'Unable to assign caseworker.' },
    assignHost: { method: 'PATCH', path: '/admin/bookings/{id}/assign-host/{userId}', permission: bookingWrite, scope: recordScope, action: 'assignHost', error: 'Unable to assign host.' },
    rejectRequest: { method: 'PATCH', path: '/admin/bookings/{id}/reject-request', permission: bookingWrite, scope: recordScope, action: 'rejectRequest', error: 'Unable to patch booking to reject request.' },
    reopenRequest: { method: 'PATCH', path: '/admin/bookings/{id}/reopen-request', permission: bookingWrite, scope: recordScope, action: 'reopenRequest', error: 'Unable to patch booking to reopen request.' },
    arrivalState: {
      method: 'PATCH',
      path: '/admin/bookings/{id}/arrival-state',
      body: { fields: { arrivalState: { type: 'enum', enum: 'arrivalState', required: true, label: l('Arrival', 'Ankomst', 'Ankomst', 'Ankomst', 'Saapuminen') } } },
      permission: bookingArrive,
      scope: recordScope,
      action: 'setArrivalState',
      error: 'Unable to patch arrival state.',
    },
    bookingState: {
      method: 'PATCH',
      path: '/admin/bookings/{id}/booking-state',
      body: { fields: { bookingState: { type: 'enum', enum: 'bookingState', required: true, label: l('Booking state', 'Bookingstatus', 'Bokningsstatus', 'Bookingstatus', 'Varauksen tila') } } },
      permission: bookingWrite,
      scope: recordScope,
      action: 'setBookingState',
      error: 'Unable to patch booking state.',
    },
    customer: {
      method: 'PATCH',
      path: '/admin/bookings/{id}/customer',
      body: {
        fields: {
          ...customerFields,
          password: { type: 'text', maxLength: 200, label: l('Password', 'Adgangskode', 'Lösenord', 'Passord', 'Salasana') },
          companyName: { type: 'text', maxLength: 200, label: l('Company', 'Firma', 'Företag', 'Firma', 'Yritys') },
          vatNo: { type: 'text', maxLength: 40, label: l('VAT number', 'CVR-nummer', 'Momsnummer', 'MVA-nummer', 'ALV-numero') },
        },
      },
      permission: bookingWrite,
      scope: recordScope,
      action: 'setCustomer',
      error: 'Unable to patch booking customer.',
    },
    arrived: {
      method: 'PATCH',
      path: '/admin/bookings/{id}/arrived/{numberOfGuests}',
      params: { numberOfGuests: { in: 'path', type: 'integer' } },
      body: { fields: { note: { type: 'text', maxLength: 500, label: labels.note } } },
      permission: bookingArrive,
      scope: recordScope,
      action: 'arrived',
      error: 'Unable to patch booking arrival.',
    },
    updateArrived: {
      method: 'PATCH',
      path: '/admin/bookings/{id}/update-arrived/{arrivalId}',
      body: {
        fields: {
          numPeopleArrived: { type: 'number', integer: true, required: true, min: 0, max: 1000, label: l('Guests arrived', 'Ankomne gæster', 'Anlända gäster', 'Ankomne gjester', 'Saapuneet vieraat') },
          note: { type: 'text', maxLength: 500, label: labels.note },
        },
      },
      permission: bookingArrive,
      scope: recordScope,
      action: 'updateArrived',
      error: 'Unable to patch booking items arrival count.',
    },
    addTag: { method: 'POST', path: '/admin/bookings/booking-tags/{bookingId}/{tag}', id: 'path:bookingId', permission: bookingWrite, scope: recordScope, action: 'addTag', error: 'Unable to post booking tag.' },
    removeTag: { method: 'DELETE', path: '/admin/bookings/booking-tags/{bookingId}/{tag}', id: 'path:bookingId', permission: bookingWrite, scope: recordScope, action: 'removeTag', error: 'Unable to delete booking tag.' },
  },
  routes: [
    {
      path: '/marcom/marcom',
      service: 'venue',
      menuGroup: 0,
      title: l('Table Booking', 'Bordbooking', 'Bordsbokning', 'Bordbooking', 'Pöytävaraukset'),
      sidebar: { group: 'booking', order: 310, icon: 'EventSeat' },
      permission: 'vp.vp.booking.show',
      screen: 'BookingsScreen',
    },
    {
      path: '/marcom/guest-relations',
      service: 'venue',
      menuGroup: 3,
      title: l('Booking Overview', 'Bookingoversigt', 'Bokningsöversikt', 'Bookingoversikt', 'Varausten yleiskatsaus'),
      sidebar: { group: 'booking', order: 320, icon: 'ManageSearch', alsoIn: [{ service: 'crm', group: 'booking', order: 990 }] },
      permission: 'vp.crm.bookingoverview.show',
      screen: 'BookingOverviewScreen',
    },
  ],
});
