-- Generated from schema/pos/posVenues.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS pos_venues (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE pos_venues ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE pos_venues ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE pos_venues ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE pos_venues ADD COLUMN IF NOT EXISTS storages jsonb;
ALTER TABLE pos_venues ADD COLUMN IF NOT EXISTS locations jsonb;
ALTER TABLE pos_venues ADD COLUMN IF NOT EXISTS settings jsonb;
CREATE INDEX IF NOT EXISTS pos_venues_country_idx ON pos_venues (country);
CREATE INDEX IF NOT EXISTS pos_venues_venue_id_idx ON pos_venues (venue_id);
CREATE UNIQUE INDEX IF NOT EXISTS pos_venues_venue_id_key ON pos_venues (venue_id);
