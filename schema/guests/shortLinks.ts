import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

/** Short links of referral links, answered by the server at /s/{code} with a redirect. */
export default defineResource({
  name: 'shortLinks',
  label: l('Short link', 'Kort link', 'Kort länk', 'Kort lenke', 'Lyhytlinkki'),
  labelPlural: l('Short links', 'Korte links', 'Korta länkar', 'Korte lenker', 'Lyhytlinkit'),
  api: 'crm',
  internal: true,
  versioned: false,
  indexes: [{ fields: ['code'], unique: true }, { fields: ['guestId', 'venueId'] }],
  fields: {
    code: { type: 'text', required: true, maxLength: 20, label: l('Code', 'Kode', 'Kod', 'Kode', 'Koodi') },
    url: { type: 'text', required: true, maxLength: 2000, label: l('Link', 'Link', 'Länk', 'Lenke', 'Linkki') },
    guestId: { type: 'text', maxLength: 60, label: l('Guest', 'Gæst', 'Gäst', 'Gjest', 'Asiakas') },
    venueId: { type: 'text', maxLength: 60, label: l('Venue', 'Sted', 'Restaurang', 'Sted', 'Ravintola') },
    clicks: { type: 'number', integer: true, default: 0, label: l('Clicks', 'Klik', 'Klick', 'Klikk', 'Klikkaukset') },
  },
});
