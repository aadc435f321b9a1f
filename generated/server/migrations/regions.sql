-- Generated from schema/shell/regions.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS regions (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE regions ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE regions ADD COLUMN IF NOT EXISTS country text;
CREATE INDEX IF NOT EXISTS regions_country_idx ON regions (country);
