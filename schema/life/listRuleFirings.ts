import { defineResource } from '../dsl';

/** When a list inactivity rule last notified about a venue, so that it notifies once per interval of inactivity. */
export default defineResource({
  name: 'listRuleFirings',
  label: { eng: 'List rule firing', dan: 'Listeregeludløsning', swe: 'Listregelutlösning', nor: 'Listeregelutløsning', fin: 'Listasäännön laukeaminen' },
  labelPlural: { eng: 'List rule firings', dan: 'Listeregeludløsninger', swe: 'Listregelutlösningar', nor: 'Listeregelutløsninger', fin: 'Listasäännön laukeamiset' },
  api: 'main',
  internal: true,
  versioned: false,
  indexes: [{ fields: ['ruleId', 'venueId'], unique: true }],
  fields: {
    ruleId: { type: 'reference', reference: 'listNotificationRules', required: true, label: { eng: 'Rule', dan: 'Regel', swe: 'Regel', nor: 'Regel', fin: 'Sääntö' } },
    venueId: { type: 'reference', reference: 'venues', required: true, label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' } },
    firedAt: { type: 'datetime', required: true, label: { eng: 'Notified', dan: 'Advaret', swe: 'Meddelad', nor: 'Varslet', fin: 'Ilmoitettu' } },
  },
});
