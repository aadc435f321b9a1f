-- Generated from schema/crm/automations.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS automations (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE automations ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE automations ADD COLUMN IF NOT EXISTS description text;
ALTER TABLE automations ADD COLUMN IF NOT EXISTS enabled boolean DEFAULT false;
ALTER TABLE automations ADD COLUMN IF NOT EXISTS triggers jsonb;
ALTER TABLE automations ADD COLUMN IF NOT EXISTS conditions jsonb;
ALTER TABLE automations ADD COLUMN IF NOT EXISTS actions jsonb;
CREATE INDEX IF NOT EXISTS automations_name_prefix_idx ON automations (lower(name) text_pattern_ops);
