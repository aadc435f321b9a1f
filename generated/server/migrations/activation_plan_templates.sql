-- Generated from schema/venue/activationPlanTemplates.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS activation_plan_templates (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE activation_plan_templates ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE activation_plan_templates ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE activation_plan_templates ADD COLUMN IF NOT EXISTS description text;
ALTER TABLE activation_plan_templates ADD COLUMN IF NOT EXISTS events jsonb;
ALTER TABLE activation_plan_templates ADD COLUMN IF NOT EXISTS campaigns jsonb;
ALTER TABLE activation_plan_templates ADD COLUMN IF NOT EXISTS comments jsonb;
CREATE INDEX IF NOT EXISTS activation_plan_templates_country_idx ON activation_plan_templates (country);
