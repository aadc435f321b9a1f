-- Generated from schema/guests/guestDuplicateDismissals.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS guest_duplicate_dismissals (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE guest_duplicate_dismissals ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE guest_duplicate_dismissals ADD COLUMN IF NOT EXISTS guest_id text;
ALTER TABLE guest_duplicate_dismissals ADD COLUMN IF NOT EXISTS other_guest_id text;
CREATE INDEX IF NOT EXISTS guest_duplicate_dismissals_country_idx ON guest_duplicate_dismissals (country);
CREATE UNIQUE INDEX IF NOT EXISTS guest_duplicate_dismissals_guest_id_other_guest_id_key ON guest_duplicate_dismissals (guest_id, other_guest_id);
CREATE INDEX IF NOT EXISTS guest_duplicate_dismissals_other_guest_id_idx ON guest_duplicate_dismissals (other_guest_id);
