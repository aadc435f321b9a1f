-- Generated from schema/venue/listSessions.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS list_sessions (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE list_sessions ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE list_sessions ADD COLUMN IF NOT EXISTS list_id text;
ALTER TABLE list_sessions ADD COLUMN IF NOT EXISTS list_type text;
ALTER TABLE list_sessions ADD COLUMN IF NOT EXISTS list_version integer;
ALTER TABLE list_sessions ADD COLUMN IF NOT EXISTS survey_type integer;
ALTER TABLE list_sessions ADD COLUMN IF NOT EXISTS title jsonb;
ALTER TABLE list_sessions ADD COLUMN IF NOT EXISTS user_id text;
ALTER TABLE list_sessions ADD COLUMN IF NOT EXISTS started_on timestamptz;
ALTER TABLE list_sessions ADD COLUMN IF NOT EXISTS completed_on timestamptz;
ALTER TABLE list_sessions ADD COLUMN IF NOT EXISTS score double precision;
ALTER TABLE list_sessions ADD COLUMN IF NOT EXISTS has_critical_failure boolean;
ALTER TABLE list_sessions ADD COLUMN IF NOT EXISTS categories jsonb;
ALTER TABLE list_sessions ADD COLUMN IF NOT EXISTS answers jsonb;
CREATE INDEX IF NOT EXISTS list_sessions_list_id_idx ON list_sessions (list_id);
CREATE INDEX IF NOT EXISTS list_sessions_user_id_idx ON list_sessions (user_id);
CREATE INDEX IF NOT EXISTS list_sessions_venue_id_idx ON list_sessions (venue_id);
CREATE INDEX IF NOT EXISTS list_sessions_venue_id_list_type_completed_on_idx ON list_sessions (venue_id, list_type, completed_on);
CREATE INDEX IF NOT EXISTS list_sessions_venue_id_list_id_idx ON list_sessions (venue_id, list_id);
