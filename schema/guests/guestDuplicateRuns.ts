import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

/**
 * One run of duplicate detection for a country (src/server/domain/guests/duplicateJob.ts): queued by the nightly job
 * or by a person, claimed by one server instance, its progress written as it goes so that the screen can show it.
 * `active` is true while queued or running: the partial unique index lets a country have one such run at a time.
 */
export default defineResource({
  name: 'guestDuplicateRuns',
  label: l('Duplicate search', 'Dubletsøgning', 'Dubblettsökning', 'Duplikatsøk', 'Kaksoiskappaleiden haku'),
  labelPlural: l('Duplicate searches', 'Dubletsøgninger', 'Dubblettsökningar', 'Duplikatsøk', 'Kaksoiskappaleiden haut'),
  api: 'crm',
  internal: true,
  versioned: false,
  scope: { country: 'country' },
  indexes: [{ fields: ['country'], unique: true, where: { active: true } }, { fields: ['country', 'createdAt'] }, { fields: ['status', 'createdAt'] }],
  fields: {
    country: { type: 'enum', enum: 'country', required: true, label: l('Country', 'Land', 'Land', 'Land', 'Maa') },
    status: { type: 'text', required: true, maxLength: 20, label: l('Status', 'Status', 'Status', 'Status', 'Tila') },
    active: { type: 'boolean', label: l('Queued or running', 'I kø eller i gang', 'I kö eller pågår', 'I kø eller i gang', 'Jonossa tai käynnissä') },
    trigger: { type: 'text', required: true, maxLength: 20, label: l('Started by', 'Startet af', 'Startad av', 'Startet av', 'Käynnistäjä') },
    startedAt: { type: 'datetime', label: l('Started', 'Startet', 'Startad', 'Startet', 'Alkoi') },
    finishedAt: { type: 'datetime', label: l('Finished', 'Færdig', 'Klar', 'Ferdig', 'Valmis') },
    heartbeatAt: { type: 'datetime', label: l('Last sign of life', 'Seneste livstegn', 'Senaste livstecken', 'Siste livstegn', 'Viimeisin elonmerkki') },
    phase: { type: 'text', maxLength: 20, label: l('Phase', 'Fase', 'Fas', 'Fase', 'Vaihe') },
    done: { type: 'number', integer: true, label: l('Done', 'Færdige', 'Klara', 'Ferdige', 'Valmiina') },
    total: { type: 'number', integer: true, label: l('Total', 'I alt', 'Totalt', 'Totalt', 'Yhteensä') },
    pairs: { type: 'number', integer: true, label: l('Pairs found', 'Fundne par', 'Hittade par', 'Funne par', 'Löydetyt parit') },
    durationMs: { type: 'number', integer: true, label: l('Duration (ms)', 'Varighed (ms)', 'Varaktighet (ms)', 'Varighet (ms)', 'Kesto (ms)') },
    error: { type: 'text', maxLength: 1000, label: l('Error', 'Fejl', 'Fel', 'Feil', 'Virhe') },
  },
});
