import { defineResource } from '../dsl';

/** When an inactivity rule last notified about a venue, so that it notifies once per quiet spell. */
export default defineResource({
  name: 'meetingRuleFirings',
  label: { eng: 'Rule firing', dan: 'Regeludløsning', swe: 'Regelutlösning', nor: 'Regelutløsning', fin: 'Säännön laukeaminen' },
  labelPlural: { eng: 'Rule firings', dan: 'Regeludløsninger', swe: 'Regelutlösningar', nor: 'Regelutløsninger', fin: 'Säännön laukeamiset' },
  api: 'main',
  internal: true,
  versioned: false,
  indexes: [{ fields: ['ruleId', 'venueId'], unique: true }],
  fields: {
    ruleId: { type: 'reference', reference: 'meetingNotificationRules', required: true, label: { eng: 'Rule', dan: 'Regel', swe: 'Regel', nor: 'Regel', fin: 'Sääntö' } },
    venueId: { type: 'reference', reference: 'venues', required: true, label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' } },
    firedAt: { type: 'datetime', required: true, label: { eng: 'Notified', dan: 'Advaret', swe: 'Meddelad', nor: 'Varslet', fin: 'Ilmoitettu' } },
  },
});
