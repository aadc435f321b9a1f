import { defineResource } from '../dsl';
import { l, readPermissions } from '../setup/parts/common';

/** The printable reservations document (PDF) of chosen bookings of the venue in the VenueId header. */
export default defineResource({
  name: 'reservationsDocument',
  label: l('Reservations', 'Reservationer', 'Reservationer', 'Reservasjoner', 'Varaukset'),
  labelPlural: l('Reservations', 'Reservationer', 'Reservationer', 'Reservasjoner', 'Varaukset'),
  api: 'setup',
  stored: false,
  fields: {
    bookingIds: { type: 'list', of: { type: 'text', label: l('Booking', 'Booking', 'Bokning', 'Booking', 'Varaus') }, label: l('Bookings', 'Bookinger', 'Bokningar', 'Bookinger', 'Varaukset') },
  },
  actions: {
    createPdf: { description: 'A PDF listing the chosen bookings of the venue by arrival, with guests, table, customer, tags, pre-orders and notes.' },
  },
  endpoints: {
    createPdf: {
      method: 'POST', access: 'read',
      path: '/bookings/create-reservations-pdf',
      params: { venueId: { in: 'header', type: 'string', required: true, from: 'activeVenue' } },
      body: {
        fields: {
          bookingIds: {
            type: 'list',
            required: true,
            maxItems: 500,
            of: { type: 'text', maxLength: 64, label: l('Booking', 'Booking', 'Bokning', 'Booking', 'Varaus') },
            label: l('Bookings', 'Bookinger', 'Bokningar', 'Bookinger', 'Varaukset'),
          },
        },
      },
      permission: readPermissions,
      scope: { venue: 'header:venueId' },
      action: 'createPdf',
      returns: 'file',
      error: 'Unable to post create-reservations-pdf',
    },
  },
});
