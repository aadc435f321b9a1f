-- Generated from schema/reports/campusLevelChanges.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS campus_level_changes (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE campus_level_changes ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE campus_level_changes ADD COLUMN IF NOT EXISTS employee_name text;
ALTER TABLE campus_level_changes ADD COLUMN IF NOT EXISTS employee_number text;
ALTER TABLE campus_level_changes ADD COLUMN IF NOT EXISTS level_from integer;
ALTER TABLE campus_level_changes ADD COLUMN IF NOT EXISTS level_to integer;
ALTER TABLE campus_level_changes ADD COLUMN IF NOT EXISTS changed_on date;
ALTER TABLE campus_level_changes ADD COLUMN IF NOT EXISTS approved_by text;
CREATE INDEX IF NOT EXISTS campus_level_changes_venue_id_idx ON campus_level_changes (venue_id);
CREATE INDEX IF NOT EXISTS campus_level_changes_venue_id_changed_on_idx ON campus_level_changes (venue_id, changed_on);
CREATE INDEX IF NOT EXISTS campus_level_changes_employee_name_prefix_idx ON campus_level_changes (lower(employee_name) text_pattern_ops);
