-- Generated from schema/crm/dynamicForms.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS dynamic_forms (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE dynamic_forms ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE dynamic_forms ADD COLUMN IF NOT EXISTS title text;
ALTER TABLE dynamic_forms ADD COLUMN IF NOT EXISTS description text;
ALTER TABLE dynamic_forms ADD COLUMN IF NOT EXISTS is_active boolean DEFAULT true;
ALTER TABLE dynamic_forms ADD COLUMN IF NOT EXISTS submit_button_text text;
ALTER TABLE dynamic_forms ADD COLUMN IF NOT EXISTS success_message text;
ALTER TABLE dynamic_forms ADD COLUMN IF NOT EXISTS fields jsonb;
ALTER TABLE dynamic_forms ADD COLUMN IF NOT EXISTS venue_ids jsonb;
CREATE INDEX IF NOT EXISTS dynamic_forms_name_prefix_idx ON dynamic_forms (lower(name) text_pattern_ops);
