import { defineResource } from '../dsl';
import { l, labels } from '../setup/parts/common';

/** The guest a booking is for: name, phone and email (all three or none). Changed through the booking's calls. */
export default defineResource({
  name: 'bookingCustomers',
  label: l('Customer', 'Kunde', 'Kund', 'Kunde', 'Asiakas'),
  labelPlural: l('Customers', 'Kunder', 'Kunder', 'Kunder', 'Asiakkaat'),
  api: 'bookings',
  internal: true,
  recordRepresentation: 'name',
  scope: { venue: 'venueDetailsId' },
  // A guest's bookings are those under the guest's email (guest retention's activity, anonymising a guest).
  indexes: [{ fields: ['email'], lower: ['email'] }],
  fields: {
    venueDetailsId: { type: 'reference', reference: 'venueDetails', required: true, label: labels.venue },
    name: { type: 'text', maxLength: 200, label: labels.name },
    phoneNumber: { type: 'text', maxLength: 40, label: l('Phone', 'Telefon', 'Telefon', 'Telefon', 'Puhelin') },
    email: { type: 'text', maxLength: 200, label: l('Email', 'E-mail', 'E-post', 'E-post', 'Sähköposti') },
    companyName: { type: 'text', maxLength: 200, label: l('Company', 'Firma', 'Företag', 'Firma', 'Yritys') },
    vatNo: { type: 'text', maxLength: 40, label: l('VAT number', 'CVR-nummer', 'Momsnummer', 'MVA-nummer', 'ALV-numero') },
    deleted: { type: 'datetime', readOnly: true, label: labels.deleted },
    type: { type: 'number', integer: true, default: 0, label: labels.type },
  },
});
