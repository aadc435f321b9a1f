import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

/**
 * What the group's systems log about a guest (messages sent, bookings, forms, inbox, privacy events). Entries hold no
 * personal data, so they stay after an anonymisation. Served through guestProfiles (GET /GlobalLogs/ForGuest/{guestId}).
 */
export default defineResource({
  name: 'globalLogs',
  label: l('Global log entry', 'Global logpost', 'Global loggpost', 'Globalt logginnslag', 'Yleislokin merkintä'),
  labelPlural: l('Global logs', 'Globale logs', 'Globala loggar', 'Globale logger', 'Yleislokit'),
  api: 'crm',
  internal: true,
  versioned: false,
  scope: { country: 'country', venue: 'venueId' },
  indexes: [{ fields: ['guestId', 'createdAt'] }],
  fields: {
    guestId: { type: 'text', required: true, maxLength: 60, label: l('Guest', 'Gæst', 'Gäst', 'Gjest', 'Asiakas') },
    country: { type: 'enum', enum: 'country', required: true, label: l('Country', 'Land', 'Land', 'Land', 'Maa') },
    venueId: { type: 'reference', reference: 'venues', label: l('Venue', 'Sted', 'Restaurang', 'Sted', 'Ravintola') },
    category: { type: 'text', required: true, maxLength: 20, label: l('Category', 'Kategori', 'Kategori', 'Kategori', 'Luokka') },
    system: { type: 'text', required: true, maxLength: 40, label: l('System', 'System', 'System', 'System', 'Järjestelmä') },
    message: { type: 'text', required: true, maxLength: 500, label: l('Message', 'Besked', 'Meddelande', 'Melding', 'Viesti') },
  },
});
