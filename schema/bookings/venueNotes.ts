import { defineResource } from '../dsl';
import { l, labels, readPermissions, bookingNotes, bookingWrite } from '../setup/parts/common';

/** Notes for a venue's night; a note can close online booking for that night. */
export default defineResource({
  name: 'venueNotes',
  label: l('Venue note', 'Stedsnote', 'Restauranganteckning', 'Stedsnotat', 'Ravintolan muistiinpano'),
  labelPlural: l('Venue notes', 'Stedsnoter', 'Restauranganteckningar', 'Stedsnotater', 'Ravintolan muistiinpanot'),
  api: 'setup',
  defaultSort: { field: 'date', order: 'ASC' },
  scope: { venue: 'venueDetailsId' },
  indexes: [{ fields: ['venueDetailsId', 'date'] }],
  fields: {
    venueDetailsId: { type: 'reference', reference: 'venueDetails', required: true, label: labels.venue },
    date: { type: 'date', required: true, label: l('Night', 'Aften', 'Kväll', 'Kveld', 'Ilta') },
    message: { type: 'text', required: true, multiline: true, maxLength: 2000, label: l('Message', 'Besked', 'Meddelande', 'Melding', 'Viesti') },
    type: { type: 'number', integer: true, default: 0, label: labels.type },
    bookingClosed: { type: 'boolean', default: false, label: l('Online booking closed', 'Onlinebooking lukket', 'Onlinebokning stängd', 'Nettbooking stengt', 'Verkkovaraus suljettu') },
    deleted: { type: 'datetime', readOnly: true, label: labels.deleted },
  },
  actions: {
    create: { description: 'Adds a note to a night of a venue.' },
    list: { description: "The venue's notes of the nights from from-date to to-date." },
    setBookingClosed: { description: 'Opens or closes online booking with a note.' },
  },
  endpoints: {
    create: { method: 'POST', path: '/venue-notes', body: 'record', permission: bookingNotes, scope: { venue: 'body:venueDetailsId' }, action: 'create', error: 'Unable to create a note' },
    getList: {
      method: 'GET',
      path: '/venue-notes',
      params: {
        'venue-details-id': { in: 'query', type: 'string', required: true, from: 'activeVenue' },
        'from-date': { in: 'query', type: 'date', required: true },
        'to-date': { in: 'query', type: 'date', required: true },
      },
      permission: readPermissions,
      scope: { venue: 'query:venue-details-id' },
      action: 'list',
      error: 'Unable to get VenueNotes',
    },
    updateBookingClosed: {
      method: 'PATCH',
      path: '/venue-notes/update-booking-closed',
      id: 'body:id',
      body: {
        fields: {
          id: { type: 'text', required: true, maxLength: 64, label: l('Note', 'Bemærkning', 'Anteckning', 'Notat', 'Muistiinpano') },
          bookingClosed: { type: 'boolean', required: true, label: l('Online booking closed', 'Onlinebooking lukket', 'Onlinebokning stängd', 'Nettbooking stengt', 'Verkkovaraus suljettu') },
        },
      },
      permission: bookingWrite,
      scope: { venue: 'record' },
      action: 'setBookingClosed',
      error: 'Unable to patch the venue closed note',
    },
  },
});
