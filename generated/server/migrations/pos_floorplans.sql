-- Generated from schema/pos/posFloorplans.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS pos_floorplans (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE pos_floorplans ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE pos_floorplans ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE pos_floorplans ADD COLUMN IF NOT EXISTS location_id text;
ALTER TABLE pos_floorplans ADD COLUMN IF NOT EXISTS width integer DEFAULT 800;
ALTER TABLE pos_floorplans ADD COLUMN IF NOT EXISTS height integer DEFAULT 500;
ALTER TABLE pos_floorplans ADD COLUMN IF NOT EXISTS tables jsonb;
CREATE INDEX IF NOT EXISTS pos_floorplans_venue_id_idx ON pos_floorplans (venue_id);
