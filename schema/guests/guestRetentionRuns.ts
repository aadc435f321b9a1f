import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

/** One run of a country's retention schedule: when, after how many months, how many guests it anonymised, how long it took. */
export default defineResource({
  name: 'guestRetentionRuns',
  label: l('Retention run', 'Opbevaringskørsel', 'Lagringskörning', 'Lagringskjøring', 'Säilytysajo'),
  labelPlural: l('Retention runs', 'Opbevaringskørsler', 'Lagringskörningar', 'Lagringskjøringer', 'Säilytysajot'),
  api: 'crm',
  internal: true,
  versioned: false,
  scope: { country: 'country' },
  indexes: [{ fields: ['country', 'startedAt'] }],
  fields: {
    country: { type: 'enum', enum: 'country', required: true, label: l('Country', 'Land', 'Land', 'Land', 'Maa') },
    startedAt: { type: 'datetime', required: true, label: l('Started', 'Startet', 'Startad', 'Startet', 'Alkoi') },
    months: { type: 'number', integer: true, required: true, label: l('Months', 'Måneder', 'Månader', 'Måneder', 'Kuukaudet') },
    cutoff: { type: 'datetime', required: true, label: l('Inactive since', 'Inaktiv siden', 'Inaktiv sedan', 'Inaktiv siden', 'Passiivinen alkaen') },
    anonymized: { type: 'number', integer: true, required: true, label: l('Guests anonymised', 'Anonymiserede gæster', 'Anonymiserade gäster', 'Anonymiserte gjester', 'Anonymisoidut asiakkaat') },
    durationMs: { type: 'number', integer: true, required: true, label: l('Duration (ms)', 'Varighed (ms)', 'Varaktighet (ms)', 'Varighet (ms)', 'Kesto (ms)') },
  },
});
