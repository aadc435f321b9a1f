import { defineResource } from '../dsl';

/** People and venues that can be @-mentioned in texts. */
export default defineResource({
  name: 'tags',
  label: { eng: 'Mention', dan: 'Omtale', swe: 'Omnämnande', nor: 'Omtale', fin: 'Maininta' },
  labelPlural: { eng: 'Mentions', dan: 'Omtaler', swe: 'Omnämnanden', nor: 'Omtaler', fin: 'Maininnat' },
  api: 'main',
  stored: false,
  fields: {},
  actions: {
    search: { description: 'Users and venues whose name starts with the query (letters, spaces and Nordic letters only), at most 8.' },
  },
  endpoints: {
    search: {
      method: 'GET',
      path: '/Tags',
      params: { query: { in: 'query', type: 'string' } },
      permission: null,
      action: 'search',
      error: 'Unable to get tags',
    },
  },
});
