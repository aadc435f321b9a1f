import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

/** Feedback anyone signed in sends from the app bar: an idea, a problem or praise, about the page they are on. */
export default defineResource({
  name: 'feedback',
  label: l('Feedback', 'Feedback', 'Feedback', 'Tilbakemelding', 'Palaute'),
  labelPlural: l('Feedback', 'Feedback', 'Feedback', 'Tilbakemeldinger', 'Palautteet'),
  api: 'crm',
  versioned: false,
  enums: {
    feedbackCategory: {
      values: [
        { value: 'Idea', label: l('Idea', 'Idé', 'Idé', 'Idé', 'Idea') },
        { value: 'Problem', label: l('Problem', 'Problem', 'Problem', 'Problem', 'Ongelma') },
        { value: 'Praise', label: l('Praise', 'Ros', 'Beröm', 'Ros', 'Kiitos') },
        { value: 'Other', label: l('Other', 'Andet', 'Övrigt', 'Annet', 'Muu') },
      ],
    },
  },
  fields: {
    category: { type: 'enum', enum: 'feedbackCategory', required: true, default: 'Idea', label: l('Kind', 'Type', 'Typ', 'Type', 'Laji') },
    message: { type: 'text', required: true, multiline: true, maxLength: 4000, label: l('Your feedback', 'Din feedback', 'Din feedback', 'Din tilbakemelding', 'Palautteesi') },
    rating: { type: 'number', integer: true, min: 1, max: 5, label: l('Rating', 'Bedømmelse', 'Betyg', 'Vurdering', 'Arvio') },
    page: { type: 'text', maxLength: 500, label: l('Page', 'Side', 'Sida', 'Side', 'Sivu') },
  },
  actions: {
    submit: { description: 'Stores feedback from the signed-in user, as plain text.' },
  },
  endpoints: {
    create: { method: 'POST', path: '/Feedback', body: 'record', permission: null, action: 'submit', error: 'Unable to submit feedback' },
  },
});
