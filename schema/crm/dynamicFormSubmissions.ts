import { defineResource } from '../dsl';
import { l, LABELS } from './activation/labels';

const answer = {
  key: { type: 'text', required: true, label: l('Key', 'Nøgle', 'Nyckel', 'Nøkkel', 'Avain') },
  value: { type: 'text', label: l('Answer', 'Svar', 'Svar', 'Svar', 'Vastaus') },
} as const;

/** What guests sent through a dynamic form at a venue (its check-ins); read by the form's export and venue overview. */
export default defineResource({
  name: 'dynamicFormSubmissions',
  label: l('Form submission', 'Formularindsendelse', 'Formulärinskick', 'Skjemainnsending', 'Lomakkeen lähetys'),
  labelPlural: l('Form submissions', 'Formularindsendelser', 'Formulärinskick', 'Skjemainnsendinger', 'Lomakkeen lähetykset'),
  api: 'crm',
  internal: true,
  versioned: false,
  defaultSort: { field: 'submittedAt', order: 'DESC' },
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['formId', 'submittedAt'] }, { fields: ['venueId', 'submittedAt'] }],
  fields: {
    formId: { type: 'reference', reference: 'dynamicForms', required: true, label: l('Dynamic form', 'Dynamisk formular', 'Dynamiskt formulär', 'Dynamisk skjema', 'Dynaaminen lomake') },
    venueId: { type: 'reference', reference: 'venues', required: true, label: LABELS.venue },
    submittedAt: { type: 'datetime', required: true, label: l('Submitted', 'Indsendt', 'Inskickad', 'Sendt inn', 'Lähetetty') },
    answers: { type: 'list', of: { type: 'object', fields: answer, label: l('Answer', 'Svar', 'Svar', 'Svar', 'Vastaus') }, label: l('Answers', 'Svar', 'Svar', 'Svar', 'Vastaukset') },
  },
});
