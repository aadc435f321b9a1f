import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

const permission = 'vp.crm.overview.view';

/**
 * Snapshots of the CRM's numbers (guests, consents, referrals, inboxes) per country. GetLatest answers the newest
 * snapshot and takes a new one when it is older than 15 minutes, so counting a million guests never runs per request.
 */
export default defineResource({
  name: 'crmStatistics',
  label: l('CRM statistics', 'CRM-statistik', 'CRM-statistik', 'CRM-statistikk', 'CRM-tilastot'),
  labelPlural: l('CRM statistics', 'CRM-statistik', 'CRM-statistik', 'CRM-statistikk', 'CRM-tilastot'),
  api: 'crm',
  versioned: false,
  defaultSort: { field: 'computedAt', order: 'DESC' },
  indexes: [{ fields: ['computedAt'] }],
  fields: {
    computedAt: { type: 'datetime', required: true, label: l('Computed', 'Beregnet', 'Beräknad', 'Beregnet', 'Laskettu') },
    countries: { type: 'object', fields: {}, label: l('Numbers per country', 'Tal pr. land', 'Siffror per land', 'Tall per land', 'Luvut maittain') },
  },
  actions: {
    getLatest: { description: 'The newest snapshot, limited to the countries where the user holds the permission; a new one is taken when it is older than 15 minutes or forced with refresh=true.' },
  },
  endpoints: {
    getLatest: {
      method: 'GET',
      path: '/CrmStatistics/GetLatest',
      params: { refresh: { in: 'query', type: 'boolean' } },
      permission,
      action: 'getLatest',
      error: 'Unable to get CRM statistics',
    },
  },
  routes: [
    {
      path: '/crm/overview',
      service: 'crm',
      menuGroup: 3,
      title: l('CRM overview', 'CRM-overblik', 'CRM-översikt', 'CRM-oversikt', 'CRM-yleiskatsaus'),
      sidebar: { order: 0, icon: 'Insights', label: l('Overview', 'Overblik', 'Översikt', 'Oversikt', 'Yleiskatsaus') },
      permission,
      screen: 'CrmOverviewScreen',
    },
  ],
});
