-- Generated from schema/pos/packages.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS packages (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE packages ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE packages ADD COLUMN IF NOT EXISTS description text;
ALTER TABLE packages ADD COLUMN IF NOT EXISTS price bigint;
ALTER TABLE packages ADD COLUMN IF NOT EXISTS items jsonb;
ALTER TABLE packages ADD COLUMN IF NOT EXISTS valid_from date;
ALTER TABLE packages ADD COLUMN IF NOT EXISTS valid_to date;
ALTER TABLE packages ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE packages ADD COLUMN IF NOT EXISTS is_active boolean DEFAULT true;
CREATE INDEX IF NOT EXISTS packages_country_idx ON packages (country);
CREATE INDEX IF NOT EXISTS packages_name_prefix_idx ON packages (lower(name) text_pattern_ops);
