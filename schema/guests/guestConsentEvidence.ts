import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

/**
 * The evidence of every consent change of a guest (given, asked for confirmation, confirmed, withdrawn): when (`at`),
 * at which venue, the source (`ConsentSource` in src/shared/guests/consentEvidence.ts), who (`actorUserId`) or what
 * (`actorJob`: a form, a job, the confirmation link) made it, and the legal document revision the guest agreed to.
 * Append-only: written by src/server/domain/guests/consentEvidence.ts and never updated or deleted, not even when the
 * guest is anonymised (it holds no personal data of the guest). Served through guestProfiles (GET .../consentHistory).
 */
export default defineResource({
  name: 'guestConsentEvidence',
  label: l('Consent evidence', 'Samtykkebevis', 'Samtyckesbevis', 'Samtykkebevis', 'Suostumuksen todiste'),
  labelPlural: l('Consent evidence', 'Samtykkebeviser', 'Samtyckesbevis', 'Samtykkebevis', 'Suostumusten todisteet'),
  api: 'crm',
  internal: true,
  versioned: false,
  scope: { venue: 'venueId', country: 'country' },
  indexes: [{ fields: ['guestId', 'at'] }, { fields: ['legalDocumentId'] }],
  fields: {
    guestId: { type: 'reference', reference: 'guestProfiles', required: true, label: l('Guest', 'Gæst', 'Gäst', 'Gjest', 'Asiakas') },
    venueId: { type: 'reference', reference: 'venues', required: true, label: l('Venue', 'Sted', 'Restaurang', 'Sted', 'Ravintola') },
    country: { type: 'enum', enum: 'country', required: true, label: l('Country', 'Land', 'Land', 'Land', 'Maa') },
    consent: { type: 'text', required: true, maxLength: 20, label: l('Consent', 'Samtykke', 'Samtycke', 'Samtykke', 'Suostumus') },
    action: { type: 'text', required: true, maxLength: 20, label: l('Change', 'Ændring', 'Ändring', 'Endring', 'Muutos') },
    source: { type: 'text', required: true, maxLength: 30, label: l('Source', 'Kilde', 'Källa', 'Kilde', 'Lähde') },
    at: { type: 'datetime', required: true, label: l('When', 'Hvornår', 'När', 'Når', 'Milloin') },
    actorUserId: { type: 'reference', reference: 'users', label: l('By', 'Af', 'Av', 'Av', 'Tekijä') },
    actorJob: { type: 'text', maxLength: 120, label: l('By (form or job)', 'Af (formular eller job)', 'Av (formulär eller jobb)', 'Av (skjema eller jobb)', 'Tekijä (lomake tai ajo)') },
    legalDocumentId: { type: 'reference', reference: 'legalDocuments', label: l('Legal document', 'Juridisk dokument', 'Juridiskt dokument', 'Juridisk dokument', 'Juridinen asiakirja') },
    legalDocumentRevision: { type: 'number', integer: true, label: l('Revision', 'Udgave', 'Version', 'Revisjon', 'Versio') },
  },
});
