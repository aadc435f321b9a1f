-- Generated from schema/guests/guestConsentConfirmations.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS guest_consent_confirmations (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE guest_consent_confirmations ADD COLUMN IF NOT EXISTS guest_id text;
ALTER TABLE guest_consent_confirmations ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE guest_consent_confirmations ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE guest_consent_confirmations ADD COLUMN IF NOT EXISTS consent text;
ALTER TABLE guest_consent_confirmations ADD COLUMN IF NOT EXISTS email text;
ALTER TABLE guest_consent_confirmations ADD COLUMN IF NOT EXISTS language text;
ALTER TABLE guest_consent_confirmations ADD COLUMN IF NOT EXISTS token_hash text;
ALTER TABLE guest_consent_confirmations ADD COLUMN IF NOT EXISTS expires_at timestamptz;
ALTER TABLE guest_consent_confirmations ADD COLUMN IF NOT EXISTS closed_at timestamptz;
ALTER TABLE guest_consent_confirmations ADD COLUMN IF NOT EXISTS outcome text;
ALTER TABLE guest_consent_confirmations ADD COLUMN IF NOT EXISTS legal_document_id text;
ALTER TABLE guest_consent_confirmations ADD COLUMN IF NOT EXISTS legal_document_revision integer;
CREATE INDEX IF NOT EXISTS guest_consent_confirmations_country_idx ON guest_consent_confirmations (country);
CREATE INDEX IF NOT EXISTS guest_consent_confirmations_guest_id_idx ON guest_consent_confirmations (guest_id);
CREATE INDEX IF NOT EXISTS guest_consent_confirmations_legal_document_id_idx ON guest_consent_confirmations (legal_document_id);
CREATE INDEX IF NOT EXISTS guest_consent_confirmations_venue_id_idx ON guest_consent_confirmations (venue_id);
CREATE UNIQUE INDEX IF NOT EXISTS guest_consent_confirmations_token_hash_key ON guest_consent_confirmations (token_hash);
CREATE INDEX IF NOT EXISTS guest_consent_confirmations_guest_id_venue_id_consent_idx ON guest_consent_confirmations (guest_id, venue_id, consent);
