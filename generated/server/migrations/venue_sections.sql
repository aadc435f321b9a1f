-- Generated from schema/setup/venueSections.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS venue_sections (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE venue_sections ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE venue_sections ADD COLUMN IF NOT EXISTS image text;
ALTER TABLE venue_sections ADD COLUMN IF NOT EXISTS description text;
ALTER TABLE venue_sections ADD COLUMN IF NOT EXISTS venue_policies jsonb;
ALTER TABLE venue_sections ADD COLUMN IF NOT EXISTS seating_strategies jsonb;
ALTER TABLE venue_sections ADD COLUMN IF NOT EXISTS booking_on_request_only boolean DEFAULT false;
ALTER TABLE venue_sections ADD COLUMN IF NOT EXISTS sort_order integer;
ALTER TABLE venue_sections ADD COLUMN IF NOT EXISTS venue_setup_id text;
ALTER TABLE venue_sections ADD COLUMN IF NOT EXISTS venue_details_id text;
ALTER TABLE venue_sections ADD COLUMN IF NOT EXISTS deleted timestamptz;
CREATE INDEX IF NOT EXISTS venue_sections_venue_details_id_idx ON venue_sections (venue_details_id);
CREATE INDEX IF NOT EXISTS venue_sections_venue_setup_id_idx ON venue_sections (venue_setup_id);
