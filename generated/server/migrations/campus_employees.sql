-- Generated from schema/reports/campusEmployees.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS campus_employees (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE campus_employees ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE campus_employees ADD COLUMN IF NOT EXISTS employee_number text;
ALTER TABLE campus_employees ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE campus_employees ADD COLUMN IF NOT EXISTS position text;
ALTER TABLE campus_employees ADD COLUMN IF NOT EXISTS campus_level integer DEFAULT 0;
ALTER TABLE campus_employees ADD COLUMN IF NOT EXISTS hired_on date;
ALTER TABLE campus_employees ADD COLUMN IF NOT EXISTS trainings_completed integer;
ALTER TABLE campus_employees ADD COLUMN IF NOT EXISTS last_training_on date;
CREATE INDEX IF NOT EXISTS campus_employees_venue_id_idx ON campus_employees (venue_id);
CREATE INDEX IF NOT EXISTS campus_employees_venue_id_idx ON campus_employees (venue_id);
CREATE INDEX IF NOT EXISTS campus_employees_name_prefix_idx ON campus_employees (lower(name) text_pattern_ops);
