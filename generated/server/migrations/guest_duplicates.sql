-- Generated from schema/guests/guestDuplicates.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS guest_duplicates (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE guest_duplicates ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE guest_duplicates ADD COLUMN IF NOT EXISTS guest_id text;
ALTER TABLE guest_duplicates ADD COLUMN IF NOT EXISTS other_guest_id text;
ALTER TABLE guest_duplicates ADD COLUMN IF NOT EXISTS score integer;
ALTER TABLE guest_duplicates ADD COLUMN IF NOT EXISTS reasons jsonb;
ALTER TABLE guest_duplicates ADD COLUMN IF NOT EXISTS run_id text;
CREATE INDEX IF NOT EXISTS guest_duplicates_country_idx ON guest_duplicates (country);
CREATE UNIQUE INDEX IF NOT EXISTS guest_duplicates_guest_id_other_guest_id_key ON guest_duplicates (guest_id, other_guest_id);
CREATE INDEX IF NOT EXISTS guest_duplicates_other_guest_id_idx ON guest_duplicates (other_guest_id);
CREATE INDEX IF NOT EXISTS guest_duplicates_country_score_id_idx ON guest_duplicates (country, score, id);
