-- Generated from schema/setup/venueTables.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS venue_tables (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE venue_tables ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE venue_tables ADD COLUMN IF NOT EXISTS seat_count integer;
ALTER TABLE venue_tables ADD COLUMN IF NOT EXISTS venue_table_type integer;
ALTER TABLE venue_tables ADD COLUMN IF NOT EXISTS note text;
ALTER TABLE venue_tables ADD COLUMN IF NOT EXISTS is_round_table boolean;
ALTER TABLE venue_tables ADD COLUMN IF NOT EXISTS combination_table_part_ids jsonb;
ALTER TABLE venue_tables ADD COLUMN IF NOT EXISTS venue_policies jsonb;
ALTER TABLE venue_tables ADD COLUMN IF NOT EXISTS seating_strategies jsonb;
ALTER TABLE venue_tables ADD COLUMN IF NOT EXISTS booking_on_request_only boolean DEFAULT false;
ALTER TABLE venue_tables ADD COLUMN IF NOT EXISTS floorplan_table jsonb;
ALTER TABLE venue_tables ADD COLUMN IF NOT EXISTS sort_order integer;
ALTER TABLE venue_tables ADD COLUMN IF NOT EXISTS is_active boolean DEFAULT true;
ALTER TABLE venue_tables ADD COLUMN IF NOT EXISTS venue_section_id text;
ALTER TABLE venue_tables ADD COLUMN IF NOT EXISTS venue_setup_id text;
ALTER TABLE venue_tables ADD COLUMN IF NOT EXISTS venue_details_id text;
ALTER TABLE venue_tables ADD COLUMN IF NOT EXISTS deleted timestamptz;
CREATE INDEX IF NOT EXISTS venue_tables_venue_details_id_idx ON venue_tables (venue_details_id);
CREATE INDEX IF NOT EXISTS venue_tables_venue_section_id_idx ON venue_tables (venue_section_id);
CREATE INDEX IF NOT EXISTS venue_tables_venue_setup_id_idx ON venue_tables (venue_setup_id);
