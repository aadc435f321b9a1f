-- Generated from schema/guests/guestProfileMerges.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS guest_profile_merges (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE guest_profile_merges ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE guest_profile_merges ADD COLUMN IF NOT EXISTS kept_guest_id text;
ALTER TABLE guest_profile_merges ADD COLUMN IF NOT EXISTS removed_guest_id text;
ALTER TABLE guest_profile_merges ADD COLUMN IF NOT EXISTS fields_from_removed jsonb;
ALTER TABLE guest_profile_merges ADD COLUMN IF NOT EXISTS kept_version_after integer;
ALTER TABLE guest_profile_merges ADD COLUMN IF NOT EXISTS undo jsonb;
ALTER TABLE guest_profile_merges ADD COLUMN IF NOT EXISTS undone_at timestamptz;
ALTER TABLE guest_profile_merges ADD COLUMN IF NOT EXISTS undone_by text;
CREATE INDEX IF NOT EXISTS guest_profile_merges_country_idx ON guest_profile_merges (country);
CREATE INDEX IF NOT EXISTS guest_profile_merges_undone_by_idx ON guest_profile_merges (undone_by);
CREATE INDEX IF NOT EXISTS guest_profile_merges_kept_guest_id_created_at_idx ON guest_profile_merges (kept_guest_id, created_at);
CREATE INDEX IF NOT EXISTS guest_profile_merges_removed_guest_id_idx ON guest_profile_merges (removed_guest_id);
CREATE INDEX IF NOT EXISTS guest_profile_merges_country_created_at_idx ON guest_profile_merges (country, created_at);
