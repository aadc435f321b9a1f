import { defineResource } from '../dsl';

const permission = 'vp.vp.activationplan.show';
const write = 'vp.vp.activationplan.edit';

/** The activation budget of a venue for a month, in the currency of its country (minor units). */
export default defineResource({
  name: 'activationPlanBudgets',
  label: { eng: 'Budget', dan: 'Budget', swe: 'Budget', nor: 'Budsjett', fin: 'Budjetti' },
  labelPlural: { eng: 'Budgets', dan: 'Budgetter', swe: 'Budgetar', nor: 'Budsjetter', fin: 'Budjetit' },
  api: 'main',
  defaultSort: { field: 'month', order: 'ASC' },
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueId', 'year', 'month'], unique: true }],
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' } },
    year: { type: 'number', integer: true, min: 2000, max: 2100, required: true, label: { eng: 'Year', dan: 'År', swe: 'År', nor: 'År', fin: 'Vuosi' } },
    month: { type: 'number', integer: true, min: 1, max: 12, required: true, label: { eng: 'Month', dan: 'Måned', swe: 'Månad', nor: 'Måned', fin: 'Kuukausi' } },
    amount: { type: 'money', min: 0, required: true, label: { eng: 'Budget', dan: 'Budget', swe: 'Budget', nor: 'Budsjett', fin: 'Budjetti' } },
    note: { type: 'text', maxLength: 500, label: { eng: 'Note', dan: 'Bemærkning', swe: 'Anteckning', nor: 'Notat', fin: 'Huomautus' } },
  },
  actions: {
    setBudget: { description: "Sets a venue's budget for a month: creates it, or changes it when the version sent is the stored one (409 otherwise). Logged." },
    getBudgets: { description: "The venue's budget for a month (month 1-12), or for every month of the year (month 0); months without one are 0." },
  },
  endpoints: {
    set: {
      method: 'POST',
      path: '/ActivationPlanBudgets/',
      body: {
        fields: {
          venueId: { type: 'reference', reference: 'venues', required: true, label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' } },
          year: { type: 'number', integer: true, min: 2000, max: 2100, required: true, label: { eng: 'Year', dan: 'År', swe: 'År', nor: 'År', fin: 'Vuosi' } },
          month: { type: 'number', integer: true, min: 1, max: 12, required: true, label: { eng: 'Month', dan: 'Måned', swe: 'Månad', nor: 'Måned', fin: 'Kuukausi' } },
          amount: { type: 'money', min: 0, required: true, label: { eng: 'Budget', dan: 'Budget', swe: 'Budget', nor: 'Budsjett', fin: 'Budjetti' } },
          note: { type: 'text', maxLength: 500, label: { eng: 'Note', dan: 'Bemærkning', swe: 'Anteckning', nor: 'Notat', fin: 'Huomautus' } },
          version: { type: 'number', integer: true, label: { eng: 'Version', dan: 'Version', swe: 'Version', nor: 'Versjon', fin: 'Versio' } },
        },
      },
      permission: write,
      scope: { venue: 'body:venueId' },
      action: 'setBudget',
      error: 'Unable to set budget.',
    },
    get: {
      method: 'GET',
      path: '/ActivationPlanBudgets/{venueId}/{year}/{month}',
      params: { venueId: { in: 'path', type: 'string', from: 'activeVenue' }, year: { in: 'path', type: 'integer' }, month: { in: 'path', type: 'integer' } },
      permission,
      scope: { venue: 'path:venueId' },
      action: 'getBudgets',
      error: 'Unable to get budget',
    },
  },
});
