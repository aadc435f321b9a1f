-- Generated from schema/procurement/recipes.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS recipes (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE recipes ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE recipes ADD COLUMN IF NOT EXISTS description text;
ALTER TABLE recipes ADD COLUMN IF NOT EXISTS portions integer DEFAULT 1;
ALTER TABLE recipes ADD COLUMN IF NOT EXISTS lines jsonb;
ALTER TABLE recipes ADD COLUMN IF NOT EXISTS cost_per_portion bigint;
ALTER TABLE recipes ADD COLUMN IF NOT EXISTS country text;
CREATE INDEX IF NOT EXISTS recipes_country_idx ON recipes (country);
CREATE INDEX IF NOT EXISTS recipes_name_prefix_idx ON recipes (lower(name) text_pattern_ops);
