-- Generated from schema/life/operationLinks.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS operation_links (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE operation_links ADD COLUMN IF NOT EXISTS title text;
ALTER TABLE operation_links ADD COLUMN IF NOT EXISTS url text;
ALTER TABLE operation_links ADD COLUMN IF NOT EXISTS category text DEFAULT 'operations';
ALTER TABLE operation_links ADD COLUMN IF NOT EXISTS description text;
ALTER TABLE operation_links ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE operation_links ADD COLUMN IF NOT EXISTS sort_order integer DEFAULT 0;
CREATE INDEX IF NOT EXISTS operation_links_country_idx ON operation_links (country);
CREATE INDEX IF NOT EXISTS operation_links_title_prefix_idx ON operation_links (lower(title) text_pattern_ops);
