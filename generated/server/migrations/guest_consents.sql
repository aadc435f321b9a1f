-- Generated from schema/guests/guestConsents.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS guest_consents (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE guest_consents ADD COLUMN IF NOT EXISTS guest_id text;
ALTER TABLE guest_consents ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE guest_consents ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE guest_consents ADD COLUMN IF NOT EXISTS consent text;
ALTER TABLE guest_consents ADD COLUMN IF NOT EXISTS source text;
CREATE INDEX IF NOT EXISTS guest_consents_country_idx ON guest_consents (country);
CREATE INDEX IF NOT EXISTS guest_consents_guest_id_idx ON guest_consents (guest_id);
CREATE INDEX IF NOT EXISTS guest_consents_venue_id_idx ON guest_consents (venue_id);
CREATE UNIQUE INDEX IF NOT EXISTS guest_consents_guest_id_venue_id_consent_key ON guest_consents (guest_id, venue_id, consent);
CREATE INDEX IF NOT EXISTS guest_consents_venue_id_consent_idx ON guest_consents (venue_id, consent);
