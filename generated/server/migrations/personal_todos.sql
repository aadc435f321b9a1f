-- Generated from schema/venue/personalTodos.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS personal_todos (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE personal_todos ADD COLUMN IF NOT EXISTS owner_id text;
ALTER TABLE personal_todos ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE personal_todos ADD COLUMN IF NOT EXISTS category_id text;
ALTER TABLE personal_todos ADD COLUMN IF NOT EXISTS role text;
ALTER TABLE personal_todos ADD COLUMN IF NOT EXISTS title text;
ALTER TABLE personal_todos ADD COLUMN IF NOT EXISTS note text;
ALTER TABLE personal_todos ADD COLUMN IF NOT EXISTS flagged boolean DEFAULT false;
ALTER TABLE personal_todos ADD COLUMN IF NOT EXISTS has_due_date boolean DEFAULT false;
ALTER TABLE personal_todos ADD COLUMN IF NOT EXISTS start_date date;
ALTER TABLE personal_todos ADD COLUMN IF NOT EXISTS completed boolean DEFAULT false;
ALTER TABLE personal_todos ADD COLUMN IF NOT EXISTS completed_at timestamptz;
ALTER TABLE personal_todos ADD COLUMN IF NOT EXISTS meeting_instance_id text;
ALTER TABLE personal_todos ADD COLUMN IF NOT EXISTS position integer;
CREATE INDEX IF NOT EXISTS personal_todos_category_id_idx ON personal_todos (category_id);
CREATE INDEX IF NOT EXISTS personal_todos_meeting_instance_id_idx ON personal_todos (meeting_instance_id);
CREATE INDEX IF NOT EXISTS personal_todos_owner_id_idx ON personal_todos (owner_id);
CREATE INDEX IF NOT EXISTS personal_todos_venue_id_idx ON personal_todos (venue_id);
CREATE INDEX IF NOT EXISTS personal_todos_category_id_position_idx ON personal_todos (category_id, position);
CREATE INDEX IF NOT EXISTS personal_todos_owner_id_venue_id_role_idx ON personal_todos (owner_id, venue_id, role);
