-- Generated from schema/shell/roleInstances.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS role_instances (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE role_instances ADD COLUMN IF NOT EXISTS user_id text;
ALTER TABLE role_instances ADD COLUMN IF NOT EXISTS role_id text;
ALTER TABLE role_instances ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE role_instances ADD COLUMN IF NOT EXISTS valid_from_date date;
ALTER TABLE role_instances ADD COLUMN IF NOT EXISTS valid_to_date date;
ALTER TABLE role_instances ADD COLUMN IF NOT EXISTS is_deactivated boolean DEFAULT false;
CREATE INDEX IF NOT EXISTS role_instances_role_id_idx ON role_instances (role_id);
CREATE INDEX IF NOT EXISTS role_instances_user_id_idx ON role_instances (user_id);
CREATE INDEX IF NOT EXISTS role_instances_venue_id_idx ON role_instances (venue_id);
CREATE INDEX IF NOT EXISTS role_instances_user_id_venue_id_idx ON role_instances (user_id, venue_id);
