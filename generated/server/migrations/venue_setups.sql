-- Generated from schema/setup/venueSetups.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS venue_setups (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE venue_setups ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE venue_setups ADD COLUMN IF NOT EXISTS venue_details_id text;
ALTER TABLE venue_setups ADD COLUMN IF NOT EXISTS is_active boolean DEFAULT false;
ALTER TABLE venue_setups ADD COLUMN IF NOT EXISTS deleted timestamptz;
ALTER TABLE venue_setups ADD COLUMN IF NOT EXISTS venue_policies jsonb;
ALTER TABLE venue_setups ADD COLUMN IF NOT EXISTS seating_strategies jsonb;
ALTER TABLE venue_setups ADD COLUMN IF NOT EXISTS booking_on_request_only boolean DEFAULT false;
ALTER TABLE venue_setups ADD COLUMN IF NOT EXISTS type integer DEFAULT 0;
ALTER TABLE venue_setups ADD COLUMN IF NOT EXISTS floorplan jsonb;
ALTER TABLE venue_setups ADD COLUMN IF NOT EXISTS floorplan_version integer DEFAULT 0;
CREATE INDEX IF NOT EXISTS venue_setups_venue_details_id_idx ON venue_setups (venue_details_id);
