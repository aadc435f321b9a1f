import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

/**
 * A merge of two guest profiles (src/server/domain/guests/guestMerge.ts): who (createdBy), when (createdAt), which
 * profile was kept, which field values came from the removed one, and what undoing it needs within a day: the removed
 * profile's row, the kept profile's values before, the ids of the rows moved from one to the other and the rows the
 * merge deleted (a weaker duplicate consent). The undo data is cleared after a day; the record itself stays.
 */
export default defineResource({
  name: 'guestProfileMerges',
  label: l('Guest merge', 'Fletning af gæster', 'Sammanslagning av gäster', 'Sammenslåing av gjester', 'Asiakkaiden yhdistäminen'),
  labelPlural: l('Guest merges', 'Fletninger af gæster', 'Sammanslagningar av gäster', 'Sammenslåinger av gjester', 'Asiakkaiden yhdistämiset'),
  api: 'crm',
  internal: true,
  versioned: false,
  scope: { country: 'country' },
  indexes: [{ fields: ['keptGuestId', 'createdAt'] }, { fields: ['removedGuestId'] }, { fields: ['country', 'createdAt'] }],
  fields: {
    country: { type: 'enum', enum: 'country', required: true, label: l('Country', 'Land', 'Land', 'Land', 'Maa') },
    keptGuestId: { type: 'text', required: true, maxLength: 60, label: l('Kept guest', 'Bevaret gæst', 'Behållen gäst', 'Beholdt gjest', 'Säilytetty asiakas') },
    removedGuestId: { type: 'text', required: true, maxLength: 60, label: l('Merged guest', 'Flettet gæst', 'Sammanslagen gäst', 'Sammenslått gjest', 'Yhdistetty asiakas') },
    fieldsFromRemoved: { type: 'list', of: { type: 'text', maxLength: 40, label: l('Field', 'Felt', 'Fält', 'Felt', 'Kenttä') }, label: l('Fields taken from the merged guest', 'Felter fra den flettede gæst', 'Fält från den sammanslagna gästen', 'Felter fra den sammenslåtte gjesten', 'Yhdistetyltä asiakkaalta otetut kentät') },
    keptVersionAfter: { type: 'number', integer: true, required: true, label: l('Version after the merge', 'Version efter fletning', 'Version efter sammanslagning', 'Versjon etter sammenslåing', 'Versio yhdistämisen jälkeen') },
    undo: { type: 'object', fields: {}, label: l('What undoing needs', 'Hvad fortrydelse kræver', 'Vad ångra kräver', 'Hva angring krever', 'Mitä kumoaminen tarvitsee') },
    undoneAt: { type: 'datetime', label: l('Undone', 'Fortrudt', 'Ångrad', 'Angret', 'Kumottu') },
    undoneBy: { type: 'reference', reference: 'users', label: l('Undone by', 'Fortrudt af', 'Ångrad av', 'Angret av', 'Kumoaja') },
  },
});
