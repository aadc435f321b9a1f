import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

/** A consent a guest has given at a venue (one of the eight consent types of guestProfiles). Served through guestProfiles. */
export default defineResource({
  name: 'guestConsents',
  label: l('Guest consent', 'Gæstesamtykke', 'Gästsamtycke', 'Gjestesamtykke', 'Asiakkaan suostumus'),
  labelPlural: l('Guest consents', 'Gæstesamtykker', 'Gästsamtycken', 'Gjestesamtykker', 'Asiakkaiden suostumukset'),
  api: 'crm',
  internal: true,
  versioned: false,
  scope: { venue: 'venueId', country: 'country' },
  indexes: [{ fields: ['guestId', 'venueId', 'consent'], unique: true }, { fields: ['venueId', 'consent'] }],
  fields: {
    guestId: { type: 'reference', reference: 'guestProfiles', required: true, label: l('Guest', 'Gæst', 'Gäst', 'Gjest', 'Asiakas') },
    venueId: { type: 'reference', reference: 'venues', required: true, label: l('Venue', 'Sted', 'Restaurang', 'Sted', 'Ravintola') },
    country: { type: 'enum', enum: 'country', required: true, label: l('Country', 'Land', 'Land', 'Land', 'Maa') },
    consent: { type: 'text', required: true, maxLength: 20, label: l('Consent', 'Samtykke', 'Samtycke', 'Samtykke', 'Suostumus') },
    source: { type: 'text', maxLength: 20, label: l('Source', 'Kilde', 'Källa', 'Kilde', 'Lähde') },
  },
});
