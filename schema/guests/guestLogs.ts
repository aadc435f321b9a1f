import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

/**
 * The change log of a guest profile: one entry per changed field, consent added or removed, note, referral link and
 * anonymisation. Who and when are the entry's createdBy and createdAt. Served through guestProfiles (GET .../log).
 */
export default defineResource({
  name: 'guestLogs',
  label: l('Guest log entry', 'Gæstelogpost', 'Gästloggpost', 'Gjestelogginnslag', 'Asiakaslokin merkintä'),
  labelPlural: l('Guest log', 'Gæstelog', 'Gästlogg', 'Gjestelogg', 'Asiakasloki'),
  api: 'crm',
  internal: true,
  versioned: false,
  indexes: [{ fields: ['guestId', 'createdAt'] }],
  fields: {
    guestId: { type: 'reference', reference: 'guestProfiles', required: true, label: l('Guest', 'Gæst', 'Gäst', 'Gjest', 'Asiakas') },
    action: { type: 'text', required: true, maxLength: 40, label: l('Action', 'Handling', 'Åtgärd', 'Handling', 'Toiminto') },
    field: { type: 'text', maxLength: 40, label: l('Field', 'Felt', 'Fält', 'Felt', 'Kenttä') },
    oldValue: { type: 'text', maxLength: 2000, label: l('Old value', 'Gammel værdi', 'Gammalt värde', 'Gammel verdi', 'Vanha arvo') },
    newValue: { type: 'text', maxLength: 2000, label: l('New value', 'Ny værdi', 'Nytt värde', 'Ny verdi', 'Uusi arvo') },
    source: { type: 'text', maxLength: 20, label: l('Source', 'Kilde', 'Källa', 'Kilde', 'Lähde') },
    venueId: { type: 'reference', reference: 'venues', label: l('Venue', 'Sted', 'Restaurang', 'Sted', 'Ravintola') },
    consent: { type: 'text', maxLength: 20, label: l('Consent', 'Samtykke', 'Samtycke', 'Samtykke', 'Suostumus') },
  },
});
