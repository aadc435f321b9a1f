-- Generated from schema/venue/venueInfo.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS venue_info (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE venue_info ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE venue_info ADD COLUMN IF NOT EXISTS address jsonb;
ALTER TABLE venue_info ADD COLUMN IF NOT EXISTS general jsonb;
ALTER TABLE venue_info ADD COLUMN IF NOT EXISTS opening_hours jsonb;
ALTER TABLE venue_info ADD COLUMN IF NOT EXISTS address_version integer DEFAULT 0;
ALTER TABLE venue_info ADD COLUMN IF NOT EXISTS general_version integer DEFAULT 0;
ALTER TABLE venue_info ADD COLUMN IF NOT EXISTS opening_hours_version integer DEFAULT 0;
CREATE INDEX IF NOT EXISTS venue_info_venue_id_idx ON venue_info (venue_id);
CREATE UNIQUE INDEX IF NOT EXISTS venue_info_venue_id_key ON venue_info (venue_id);
