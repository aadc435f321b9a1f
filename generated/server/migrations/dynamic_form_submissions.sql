-- Generated from schema/crm/dynamicFormSubmissions.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS dynamic_form_submissions (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE dynamic_form_submissions ADD COLUMN IF NOT EXISTS form_id text;
ALTER TABLE dynamic_form_submissions ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE dynamic_form_submissions ADD COLUMN IF NOT EXISTS submitted_at timestamptz;
ALTER TABLE dynamic_form_submissions ADD COLUMN IF NOT EXISTS answers jsonb;
CREATE INDEX IF NOT EXISTS dynamic_form_submissions_form_id_idx ON dynamic_form_submissions (form_id);
CREATE INDEX IF NOT EXISTS dynamic_form_submissions_venue_id_idx ON dynamic_form_submissions (venue_id);
CREATE INDEX IF NOT EXISTS dynamic_form_submissions_form_id_submitted_at_idx ON dynamic_form_submissions (form_id, submitted_at);
CREATE INDEX IF NOT EXISTS dynamic_form_submissions_venue_id_submitted_at_idx ON dynamic_form_submissions (venue_id, submitted_at);
