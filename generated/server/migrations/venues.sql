-- Generated from schema/shell/venues.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS venues (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE venues ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE venues ADD COLUMN IF NOT EXISTS short_name text;
ALTER TABLE venues ADD COLUMN IF NOT EXISTS logo_url text;
ALTER TABLE venues ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE venues ADD COLUMN IF NOT EXISTS time_zone text;
ALTER TABLE venues ADD COLUMN IF NOT EXISTS region_id text;
ALTER TABLE venues ADD COLUMN IF NOT EXISTS is_active boolean DEFAULT true;
CREATE INDEX IF NOT EXISTS venues_country_idx ON venues (country);
CREATE INDEX IF NOT EXISTS venues_region_id_idx ON venues (region_id);
CREATE INDEX IF NOT EXISTS venues_name_prefix_idx ON venues (lower(name) text_pattern_ops);
