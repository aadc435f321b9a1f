import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

/** Notes staff keep about a guest; who and when are the record's createdBy and createdAt. Served through guestProfiles. */
export default defineResource({
  name: 'guestNotes',
  label: l('Guest note', 'Gæstenote', 'Gästanteckning', 'Gjestenotat', 'Asiakasmuistiinpano'),
  labelPlural: l('Guest notes', 'Gæstenoter', 'Gästanteckningar', 'Gjestenotater', 'Asiakasmuistiinpanot'),
  api: 'crm',
  internal: true,
  versioned: false,
  fields: {
    guestId: { type: 'reference', reference: 'guestProfiles', required: true, label: l('Guest', 'Gæst', 'Gäst', 'Gjest', 'Asiakas') },
    venueId: { type: 'reference', reference: 'venues', label: l('Venue', 'Sted', 'Restaurang', 'Sted', 'Ravintola') },
    text: { type: 'text', required: true, multiline: true, maxLength: 2000, label: l('Note', 'Bemærkning', 'Anteckning', 'Notat', 'Muistiinpano') },
  },
});
