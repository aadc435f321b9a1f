import { sql } from 'kysely';
import { GUEST_PERMISSIONS } from '../domain/crm/guestPermissionTexts';
import type { SeedContext } from './context';

/** The member of staff who entered a demo guest's consents in each country: the one who looks after its guests there. */
const STAFF: Record<string, string> = { dk: 'user-vm', no: 'user-rm', fi: 'user-cm', uk: 'user-gr' };

/**
 * Evidence for every consent the demo's guests hold: given when the consent was, at its venue, under the revision of
 * the document of its kind enabled in the guest's country. A guest who came through a booking form gave them there (the
 * demo's "Table booking" form); the others were entered by staff. One statement, no random numbers: the demo's other
 * data stays as it was.
 */
export async function seedConsentEvidence({ db }: SeedContext): Promise<void> {
  const consents = GUEST_PERMISSIONS.map((p) => p.consent);
  const kinds = GUEST_PERMISSIONS.map((p) => p.governedBy);
  const countries = Object.keys(STAFF);
  const staff = Object.values(STAFF);
  await sql`
    INSERT INTO guest_consent_evidence (guest_id, venue_id, country, consent, action, source, at, actor_user_id, actor_job,
                                        legal_document_id, legal_document_revision, created_at, updated_at, created_by, updated_by)
    SELECT c.guest_id, c.venue_id, c.country, c.consent, 'Given', s.source, c.created_at, s.actor, s.job,
           d.id, coalesce(d.current_revision, CASE WHEN d.id IS NULL THEN NULL ELSE 1 END), c.created_at, c.created_at, s.actor, s.actor
    FROM guest_consents c
    JOIN guest_profiles g ON g.id = c.guest_id
    JOIN unnest(${countries}::text[], ${staff}::text[]) AS p(country, actor) ON p.country = c.country
    CROSS JOIN LATERAL (
      SELECT CASE WHEN g.source = 'BookingForm' THEN 'BookingForm' ELSE 'Staff' END AS source,
             CASE WHEN g.source = 'BookingForm' THEN NULL ELSE p.actor END AS actor,
             CASE WHEN g.source = 'BookingForm' THEN 'booking form ' || coalesce((SELECT f.id FROM booking_forms f WHERE f.form_name = 'Table booking' LIMIT 1), '') END AS job) s
    LEFT JOIN unnest(${consents}::text[], ${kinds}::text[]) AS k(consent, kind) ON k.consent = c.consent
    LEFT JOIN LATERAL (
      SELECT x.id, x.current_revision FROM legal_documents x
      WHERE x.country = c.country AND x.type = k.kind AND x.is_enabled
      ORDER BY x.updated_at DESC LIMIT 1) d ON true`.execute(db);
}
