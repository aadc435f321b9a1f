import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

const view = 'vp.crm.guestprofiles.view';
/** Setting a country's retention schedule decides when guests are anonymised for good: head office only. */
const edit = 'vp.hq.guestretention.edit';

const country = { country: { in: 'path', type: 'enum', enum: 'country', from: 'activeCountry' } } as const;
const monthsLabel = l('Months without activity', 'Måneder uden aktivitet', 'Månader utan aktivitet', 'Måneder uten aktivitet', 'Kuukautta ilman toimintaa');

/**
 * The retention schedule of a country: anonymise the guests with no activity for N months (off by default). The
 * nightly job (src/server/domain/guests/retentionJob.ts) applies it and records each run in guestRetentionRuns.
 */
export default defineResource({
  name: 'guestRetention',
  label: l('Retention schedule', 'Opbevaringsplan', 'Lagringsschema', 'Lagringsplan', 'Säilytysaikataulu'),
  labelPlural: l('Retention schedules', 'Opbevaringsplaner', 'Lagringsscheman', 'Lagringsplaner', 'Säilytysaikataulut'),
  api: 'crm',
  scope: { country: 'country' },
  indexes: [{ fields: ['country'], unique: true }],
  fields: {
    country: { type: 'enum', enum: 'country', required: true, label: l('Country', 'Land', 'Land', 'Land', 'Maa') },
    enabled: { type: 'boolean', default: false, label: l('Anonymise inactive guests', 'Anonymisér inaktive gæster', 'Anonymisera inaktiva gäster', 'Anonymiser inaktive gjester', 'Anonymisoi passiiviset asiakkaat') },
    months: { type: 'number', integer: true, required: true, min: 6, max: 120, default: 36, label: monthsLabel },
  },
  actions: {
    getSchedule: { description: "The country's schedule (off, 36 months, when none is saved) and its latest runs: when, how many guests, how long." },
    saveSchedule: { description: 'Saves whether the schedule is on and after how many months (6 to 120), with a version check.' },
    preview: { description: 'How many guests of the country the schedule (or the months given) would anonymise now, and a page of them by last activity.' },
  },
  endpoints: {
    get: { method: 'GET', path: '/GuestRetention/{country}', params: country, permission: view, scope: { country: 'path:country' }, action: 'getSchedule', error: 'Unable to get the retention schedule' },
    update: {
      method: 'PUT',
      path: '/GuestRetention/{country}',
      params: country,
      body: { fields: { enabled: { type: 'boolean', required: true, label: l('On', 'Til', 'På', 'På', 'Päällä') }, months: { type: 'number', integer: true, required: true, min: 6, max: 120, label: monthsLabel }, version: { type: 'number', integer: true, required: true, label: l('Version', 'Version', 'Version', 'Versjon', 'Versio') } } },
      permission: edit,
      scope: { country: 'path:country' },
      action: 'saveSchedule',
      error: 'Unable to save the retention schedule',
    },
    preview: {
      method: 'GET',
      path: '/GuestRetention/{country}/preview',
      params: {
        ...country,
        months: { in: 'query', type: 'integer' },
        top: { in: 'query', type: 'integer' },
        skip: { in: 'query', type: 'integer' },
      },
      permission: view,
      scope: { country: 'path:country' },
      action: 'preview',
      error: 'Unable to preview the retention schedule',
    },
  },
  routes: [
    {
      path: '/crm/guests/retention',
      service: 'guests',
      menuGroup: 4,
      title: l('Data retention', 'Dataopbevaring', 'Datalagring', 'Datalagring', 'Tietojen säilytys'),
      sidebar: { order: 30, icon: 'AutoDelete' },
      permission: view,
      venueScoped: false,
      screen: 'GuestRetentionScreen',
    },
  ],
});
