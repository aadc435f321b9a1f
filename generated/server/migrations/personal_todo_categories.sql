-- Generated from schema/venue/personalTodoCategories.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS personal_todo_categories (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE personal_todo_categories ADD COLUMN IF NOT EXISTS owner_id text;
ALTER TABLE personal_todo_categories ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE personal_todo_categories ADD COLUMN IF NOT EXISTS role text;
ALTER TABLE personal_todo_categories ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE personal_todo_categories ADD COLUMN IF NOT EXISTS icon text;
ALTER TABLE personal_todo_categories ADD COLUMN IF NOT EXISTS color text;
CREATE INDEX IF NOT EXISTS personal_todo_categories_owner_id_idx ON personal_todo_categories (owner_id);
CREATE INDEX IF NOT EXISTS personal_todo_categories_venue_id_idx ON personal_todo_categories (venue_id);
CREATE INDEX IF NOT EXISTS personal_todo_categories_owner_id_venue_id_role_idx ON personal_todo_categories (owner_id, venue_id, role);
