import { defineResource } from '../dsl';
import { l, LABELS } from './activation/labels';

const permission = 'vp.crm.bookingforms.view';
const title = l('Booking form submissions', 'Indsendte bookingformularer', 'Inskickade bokningsformulär', 'Innsendte bookingskjemaer', 'Lähetetyt varauslomakkeet');

const value = {
  fieldId: { type: 'text', label: l('Field', 'Felt', 'Fält', 'Felt', 'Kenttä') },
  technicalType: { type: 'text', label: l('Field type', 'Felttype', 'Fälttyp', 'Felttype', 'Kentän tyyppi') },
  label: { type: 'text', label: l('Question', 'Spørgsmål', 'Fråga', 'Spørsmål', 'Kysymys') },
  value: { type: 'text', label: l('Answer', 'Svar', 'Svar', 'Svar', 'Vastaus') },
} as const;

/** Bookings guests sent through a booking form, newest first. */
export default defineResource({
  name: 'bookingFormSubmissions',
  label: l('Booking form submission', 'Indsendt bookingformular', 'Inskickat bokningsformulär', 'Innsendt bookingskjema', 'Lähetetty varauslomake'),
  labelPlural: title,
  api: 'crm',
  versioned: false,
  recordRepresentation: 'guestName',
  defaultSort: { field: 'submittedAt', order: 'DESC' },
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['submittedAt'] }, { fields: ['formId', 'submittedAt'] }],
  fields: {
    submittedAt: { type: 'datetime', required: true, show: ['list', 'detail'], label: l('Submitted', 'Indsendt', 'Inskickad', 'Sendt inn', 'Lähetetty') },
    formId: { type: 'reference', reference: 'bookingForms', required: true, show: [], label: l('Booking form', 'Bookingformular', 'Bokningsformulär', 'Bookingskjema', 'Varauslomake') },
    formName: { type: 'text', show: ['list', 'detail'], label: l('Form', 'Formular', 'Formulär', 'Skjema', 'Lomake') },
    venueId: { type: 'reference', reference: 'venues', required: true, show: ['list', 'detail'], label: LABELS.venue },
    guestName: { type: 'text', show: ['list', 'detail'], label: l('Guest', 'Gæst', 'Gäst', 'Gjest', 'Asiakas') },
    guestEmail: { type: 'text', show: ['list', 'detail'], label: l('Email', 'E-mail', 'E-post', 'E-post', 'Sähköposti') },
    guestPhone: { type: 'text', show: ['detail'], label: l('Phone', 'Telefon', 'Telefon', 'Telefon', 'Puhelin') },
    arrivalDate: { type: 'date', show: ['list', 'detail'], label: l('Arrival date', 'Ankomstdato', 'Ankomstdatum', 'Ankomstdato', 'Saapumispäivä') },
    numGuests: { type: 'number', integer: true, show: ['list', 'detail'], label: l('Guests', 'Gæster', 'Gäster', 'Gjester', 'Asiakkaita') },
    values: { type: 'list', of: { type: 'object', fields: value, label: l('Answer', 'Svar', 'Svar', 'Svar', 'Vastaus') }, show: ['detail'], label: l('Answers', 'Svar', 'Svar', 'Svar', 'Vastaukset') },
  },
  actions: {
    listSubmissions: { description: 'Submissions at the venues the user may see, newest first; optionally of one form.' },
    getSubmission: { description: 'One submission, at a venue the user may see.' },
  },
  endpoints: {
    getList: {
      method: 'GET',
      path: '/BookingForms/Submissions',
      params: { formId: { in: 'query', type: 'string' } },
      permission,
      action: 'listSubmissions',
      error: 'Unable to get booking form submissions',
    },
    getOne: { method: 'GET', path: '/BookingForms/Submissions/{id}', permission, scope: { venue: 'record' }, action: 'getSubmission', error: 'Unable to get booking form submission' },
  },
  routes: [
    {
      path: '/crm/booking-form-submissions',
      service: 'crm',
      menuGroup: 3,
      title,
      permission,
      parent: '/crm/booking-forms',
      views: ['list', 'show'],
    },
  ],
});
