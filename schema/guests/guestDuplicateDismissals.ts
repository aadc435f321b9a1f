import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

/**
 * A pair of guest profiles someone said are not the same person: detection never proposes the pair again. The pair
 * is stored in id order (`guestId` < `otherGuestId`); who and when are createdBy and createdAt.
 */
export default defineResource({
  name: 'guestDuplicateDismissals',
  label: l('Dismissed duplicate', 'Afvist dublet', 'Avvisad dubblett', 'Avvist duplikat', 'Hylätty kaksoiskappale'),
  labelPlural: l('Dismissed duplicates', 'Afviste dubletter', 'Avvisade dubbletter', 'Avviste duplikater', 'Hylätyt kaksoiskappaleet'),
  api: 'crm',
  internal: true,
  versioned: false,
  scope: { country: 'country' },
  indexes: [{ fields: ['guestId', 'otherGuestId'], unique: true }, { fields: ['otherGuestId'] }],
  fields: {
    country: { type: 'enum', enum: 'country', required: true, label: l('Country', 'Land', 'Land', 'Land', 'Maa') },
    guestId: { type: 'text', required: true, maxLength: 60, label: l('Guest', 'Gæst', 'Gäst', 'Gjest', 'Asiakas') },
    otherGuestId: { type: 'text', required: true, maxLength: 60, label: l('Other guest', 'Anden gæst', 'Annan gäst', 'Annen gjest', 'Toinen asiakas') },
  },
});
