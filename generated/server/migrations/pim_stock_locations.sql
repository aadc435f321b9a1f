-- Generated from schema/venue/pimStockLocations.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS pim_stock_locations (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE pim_stock_locations ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE pim_stock_locations ADD COLUMN IF NOT EXISTS pim_stock_location_type text;
ALTER TABLE pim_stock_locations ADD COLUMN IF NOT EXISTS name text;
CREATE INDEX IF NOT EXISTS pim_stock_locations_venue_id_idx ON pim_stock_locations (venue_id);
CREATE UNIQUE INDEX IF NOT EXISTS pim_stock_locations_venue_id_pim_stock_location_type_key ON pim_stock_locations (venue_id, pim_stock_location_type);
