import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

/**
 * Double opt-in of email consent: an email consent given at a venue waits here until the guest follows the link sent
 * to the address (`tokenHash` is the SHA-256 of the link's random token; the token itself is never stored). A link is
 * used once and expires (`expiresAt`); `closedAt` with `outcome` (Confirmed, Withdrawn, Replaced) ends it. Written by
 * src/server/domain/guests/emailConfirmation.ts.
 */
export default defineResource({
  name: 'guestConsentConfirmations',
  label: l('Consent confirmation', 'Samtykkebekræftelse', 'Samtyckesbekräftelse', 'Samtykkebekreftelse', 'Suostumuksen vahvistus'),
  labelPlural: l('Consent confirmations', 'Samtykkebekræftelser', 'Samtyckesbekräftelser', 'Samtykkebekreftelser', 'Suostumusten vahvistukset'),
  api: 'crm',
  internal: true,
  versioned: false,
  scope: { venue: 'venueId', country: 'country' },
  indexes: [{ fields: ['tokenHash'], unique: true }, { fields: ['guestId', 'venueId', 'consent'] }],
  fields: {
    guestId: { type: 'reference', reference: 'guestProfiles', required: true, label: l('Guest', 'Gæst', 'Gäst', 'Gjest', 'Asiakas') },
    venueId: { type: 'reference', reference: 'venues', required: true, label: l('Venue', 'Sted', 'Restaurang', 'Sted', 'Ravintola') },
    country: { type: 'enum', enum: 'country', required: true, label: l('Country', 'Land', 'Land', 'Land', 'Maa') },
    consent: { type: 'text', required: true, maxLength: 20, label: l('Consent', 'Samtykke', 'Samtycke', 'Samtykke', 'Suostumus') },
    email: { type: 'text', required: true, maxLength: 200, label: l('Sent to', 'Sendt til', 'Skickat till', 'Sendt til', 'Lähetetty osoitteeseen') },
    language: { type: 'text', required: true, maxLength: 3, label: l('Language', 'Sprog', 'Språk', 'Språk', 'Kieli') },
    tokenHash: { type: 'text', required: true, maxLength: 64, label: l('Token hash', 'Token-hash', 'Token-hash', 'Token-hash', 'Tunnisteen tiiviste') },
    expiresAt: { type: 'datetime', required: true, label: l('Expires', 'Udløber', 'Går ut', 'Utløper', 'Vanhenee') },
    closedAt: { type: 'datetime', label: l('Closed', 'Afsluttet', 'Avslutad', 'Avsluttet', 'Suljettu') },
    outcome: { type: 'text', maxLength: 20, label: l('Outcome', 'Udfald', 'Utfall', 'Utfall', 'Tulos') },
    legalDocumentId: { type: 'reference', reference: 'legalDocuments', label: l('Legal document', 'Juridisk dokument', 'Juridiskt dokument', 'Juridisk dokument', 'Juridinen asiakirja') },
    legalDocumentRevision: { type: 'number', integer: true, label: l('Revision', 'Udgave', 'Version', 'Revisjon', 'Versio') },
  },
});
