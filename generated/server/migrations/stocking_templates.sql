-- Generated from schema/procurement/stockingTemplates.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS stocking_templates (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE stocking_templates ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE stocking_templates ADD COLUMN IF NOT EXISTS description text;
ALTER TABLE stocking_templates ADD COLUMN IF NOT EXISTS lines jsonb;
ALTER TABLE stocking_templates ADD COLUMN IF NOT EXISTS country text;
CREATE INDEX IF NOT EXISTS stocking_templates_country_idx ON stocking_templates (country);
CREATE INDEX IF NOT EXISTS stocking_templates_name_prefix_idx ON stocking_templates (lower(name) text_pattern_ops);
