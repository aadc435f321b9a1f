-- Generated from schema/venue/venueTasks.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS venue_tasks (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE venue_tasks ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE venue_tasks ADD COLUMN IF NOT EXISTS title text;
ALTER TABLE venue_tasks ADD COLUMN IF NOT EXISTS description text;
ALTER TABLE venue_tasks ADD COLUMN IF NOT EXISTS role_type_id text DEFAULT '';
ALTER TABLE venue_tasks ADD COLUMN IF NOT EXISTS date date;
ALTER TABLE venue_tasks ADD COLUMN IF NOT EXISTS repeat text DEFAULT 'none';
ALTER TABLE venue_tasks ADD COLUMN IF NOT EXISTS meeting_instance_id text;
ALTER TABLE venue_tasks ADD COLUMN IF NOT EXISTS list_session_id text;
ALTER TABLE venue_tasks ADD COLUMN IF NOT EXISTS question_id text;
ALTER TABLE venue_tasks ADD COLUMN IF NOT EXISTS skipped_dates jsonb;
CREATE INDEX IF NOT EXISTS venue_tasks_list_session_id_idx ON venue_tasks (list_session_id);
CREATE INDEX IF NOT EXISTS venue_tasks_meeting_instance_id_idx ON venue_tasks (meeting_instance_id);
CREATE INDEX IF NOT EXISTS venue_tasks_venue_id_idx ON venue_tasks (venue_id);
CREATE INDEX IF NOT EXISTS venue_tasks_venue_id_date_idx ON venue_tasks (venue_id, date);
CREATE UNIQUE INDEX IF NOT EXISTS venue_tasks_list_session_id_question_id_key ON venue_tasks (list_session_id, question_id);
