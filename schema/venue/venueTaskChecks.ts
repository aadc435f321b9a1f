import { defineResource } from '../dsl';

/** That a venue task was done on a date, and by whom. */
export default defineResource({
  name: 'venueTaskChecks',
  label: { eng: 'Task check', dan: 'Afkrydsning', swe: 'Avbockning', nor: 'Avkryssing', fin: 'Kuittaus' },
  labelPlural: { eng: 'Task checks', dan: 'Afkrydsninger', swe: 'Avbockningar', nor: 'Avkryssinger', fin: 'Kuittaukset' },
  api: 'main',
  internal: true,
  versioned: false,
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['taskId', 'date'], unique: true }],
  fields: {
    taskId: { type: 'reference', reference: 'venueTasks', required: true, label: { eng: 'Task', dan: 'Opgave', swe: 'Uppgift', nor: 'Oppgave', fin: 'Tehtävä' } },
    venueId: { type: 'reference', reference: 'venues', required: true, label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' } },
    date: { type: 'date', required: true, label: { eng: 'Date', dan: 'Dato', swe: 'Datum', nor: 'Dato', fin: 'Päivämäärä' } },
    checkedBy: { type: 'reference', reference: 'users', label: { eng: 'Checked by', dan: 'Afkrydset af', swe: 'Avbockad av', nor: 'Avkrysset av', fin: 'Kuittaaja' } },
  },
});
