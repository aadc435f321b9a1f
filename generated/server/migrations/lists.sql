-- Generated from schema/life/lists.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS lists (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE lists ADD COLUMN IF NOT EXISTS type text;
ALTER TABLE lists ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE lists ADD COLUMN IF NOT EXISTS list_version integer;
ALTER TABLE lists ADD COLUMN IF NOT EXISTS status text;
ALTER TABLE lists ADD COLUMN IF NOT EXISTS title jsonb;
ALTER TABLE lists ADD COLUMN IF NOT EXISTS description jsonb;
ALTER TABLE lists ADD COLUMN IF NOT EXISTS categories jsonb;
ALTER TABLE lists ADD COLUMN IF NOT EXISTS areas jsonb;
ALTER TABLE lists ADD COLUMN IF NOT EXISTS questions jsonb;
ALTER TABLE lists ADD COLUMN IF NOT EXISTS published_at timestamptz;
ALTER TABLE lists ADD COLUMN IF NOT EXISTS published_by text;
CREATE INDEX IF NOT EXISTS lists_country_idx ON lists (country);
CREATE INDEX IF NOT EXISTS lists_published_by_idx ON lists (published_by);
CREATE UNIQUE INDEX IF NOT EXISTS lists_type_country_list_version_key ON lists (type, country, list_version);
