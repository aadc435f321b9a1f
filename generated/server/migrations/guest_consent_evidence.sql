-- Generated from schema/guests/guestConsentEvidence.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS guest_consent_evidence (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE guest_consent_evidence ADD COLUMN IF NOT EXISTS guest_id text;
ALTER TABLE guest_consent_evidence ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE guest_consent_evidence ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE guest_consent_evidence ADD COLUMN IF NOT EXISTS consent text;
ALTER TABLE guest_consent_evidence ADD COLUMN IF NOT EXISTS action text;
ALTER TABLE guest_consent_evidence ADD COLUMN IF NOT EXISTS source text;
ALTER TABLE guest_consent_evidence ADD COLUMN IF NOT EXISTS at timestamptz;
ALTER TABLE guest_consent_evidence ADD COLUMN IF NOT EXISTS actor_user_id text;
ALTER TABLE guest_consent_evidence ADD COLUMN IF NOT EXISTS actor_job text;
ALTER TABLE guest_consent_evidence ADD COLUMN IF NOT EXISTS legal_document_id text;
ALTER TABLE guest_consent_evidence ADD COLUMN IF NOT EXISTS legal_document_revision integer;
CREATE INDEX IF NOT EXISTS guest_consent_evidence_actor_user_id_idx ON guest_consent_evidence (actor_user_id);
CREATE INDEX IF NOT EXISTS guest_consent_evidence_country_idx ON guest_consent_evidence (country);
CREATE INDEX IF NOT EXISTS guest_consent_evidence_guest_id_idx ON guest_consent_evidence (guest_id);
CREATE INDEX IF NOT EXISTS guest_consent_evidence_legal_document_id_idx ON guest_consent_evidence (legal_document_id);
CREATE INDEX IF NOT EXISTS guest_consent_evidence_venue_id_idx ON guest_consent_evidence (venue_id);
CREATE INDEX IF NOT EXISTS guest_consent_evidence_guest_id_at_idx ON guest_consent_evidence (guest_id, at);
CREATE INDEX IF NOT EXISTS guest_consent_evidence_legal_document_id_idx ON guest_consent_evidence (legal_document_id);
