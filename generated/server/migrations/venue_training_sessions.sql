-- Generated from schema/reports/venueTrainingSessions.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS venue_training_sessions (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE venue_training_sessions ADD COLUMN IF NOT EXISTS title text;
ALTER TABLE venue_training_sessions ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE venue_training_sessions ADD COLUMN IF NOT EXISTS date date;
ALTER TABLE venue_training_sessions ADD COLUMN IF NOT EXISTS start_time text;
ALTER TABLE venue_training_sessions ADD COLUMN IF NOT EXISTS duration_minutes integer;
ALTER TABLE venue_training_sessions ADD COLUMN IF NOT EXISTS trainer text;
ALTER TABLE venue_training_sessions ADD COLUMN IF NOT EXISTS participants integer;
ALTER TABLE venue_training_sessions ADD COLUMN IF NOT EXISTS status text DEFAULT 'planned';
CREATE INDEX IF NOT EXISTS venue_training_sessions_venue_id_idx ON venue_training_sessions (venue_id);
CREATE INDEX IF NOT EXISTS venue_training_sessions_venue_id_date_idx ON venue_training_sessions (venue_id, date);
CREATE INDEX IF NOT EXISTS venue_training_sessions_title_prefix_idx ON venue_training_sessions (lower(title) text_pattern_ops);
