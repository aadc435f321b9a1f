-- Generated from schema/crm/bookingFormSubmissions.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS booking_form_submissions (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE booking_form_submissions ADD COLUMN IF NOT EXISTS submitted_at timestamptz;
ALTER TABLE booking_form_submissions ADD COLUMN IF NOT EXISTS form_id text;
ALTER TABLE booking_form_submissions ADD COLUMN IF NOT EXISTS form_name text;
ALTER TABLE booking_form_submissions ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE booking_form_submissions ADD COLUMN IF NOT EXISTS guest_name text;
ALTER TABLE booking_form_submissions ADD COLUMN IF NOT EXISTS guest_email text;
ALTER TABLE booking_form_submissions ADD COLUMN IF NOT EXISTS guest_phone text;
ALTER TABLE booking_form_submissions ADD COLUMN IF NOT EXISTS arrival_date date;
ALTER TABLE booking_form_submissions ADD COLUMN IF NOT EXISTS num_guests integer;
ALTER TABLE booking_form_submissions ADD COLUMN IF NOT EXISTS values jsonb;
CREATE INDEX IF NOT EXISTS booking_form_submissions_form_id_idx ON booking_form_submissions (form_id);
CREATE INDEX IF NOT EXISTS booking_form_submissions_venue_id_idx ON booking_form_submissions (venue_id);
CREATE INDEX IF NOT EXISTS booking_form_submissions_submitted_at_idx ON booking_form_submissions (submitted_at);
CREATE INDEX IF NOT EXISTS booking_form_submissions_form_id_submitted_at_idx ON booking_form_submissions (form_id, submitted_at);
