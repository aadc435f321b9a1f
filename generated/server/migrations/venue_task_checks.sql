-- Generated from schema/venue/venueTaskChecks.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS venue_task_checks (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE venue_task_checks ADD COLUMN IF NOT EXISTS task_id text;
ALTER TABLE venue_task_checks ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE venue_task_checks ADD COLUMN IF NOT EXISTS date date;
ALTER TABLE venue_task_checks ADD COLUMN IF NOT EXISTS checked_by text;
CREATE INDEX IF NOT EXISTS venue_task_checks_checked_by_idx ON venue_task_checks (checked_by);
CREATE INDEX IF NOT EXISTS venue_task_checks_task_id_idx ON venue_task_checks (task_id);
CREATE INDEX IF NOT EXISTS venue_task_checks_venue_id_idx ON venue_task_checks (venue_id);
CREATE UNIQUE INDEX IF NOT EXISTS venue_task_checks_task_id_date_key ON venue_task_checks (task_id, date);
