-- Generated from schema/crm/bookingForms.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS booking_forms (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE booking_forms ADD COLUMN IF NOT EXISTS form_name text;
ALTER TABLE booking_forms ADD COLUMN IF NOT EXISTS is_active boolean DEFAULT true;
ALTER TABLE booking_forms ADD COLUMN IF NOT EXISTS fields jsonb;
CREATE INDEX IF NOT EXISTS booking_forms_form_name_prefix_idx ON booking_forms (lower(form_name) text_pattern_ops);
