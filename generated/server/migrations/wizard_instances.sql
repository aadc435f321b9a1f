-- Generated from schema/reports/wizardInstances.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS wizard_instances (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE wizard_instances ADD COLUMN IF NOT EXISTS employee_name text;
ALTER TABLE wizard_instances ADD COLUMN IF NOT EXISTS wizard text;
ALTER TABLE wizard_instances ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE wizard_instances ADD COLUMN IF NOT EXISTS status text DEFAULT 'inProgress';
ALTER TABLE wizard_instances ADD COLUMN IF NOT EXISTS current_step integer;
ALTER TABLE wizard_instances ADD COLUMN IF NOT EXISTS total_steps integer;
ALTER TABLE wizard_instances ADD COLUMN IF NOT EXISTS started_at timestamptz;
ALTER TABLE wizard_instances ADD COLUMN IF NOT EXISTS completed_at timestamptz;
CREATE INDEX IF NOT EXISTS wizard_instances_venue_id_idx ON wizard_instances (venue_id);
CREATE INDEX IF NOT EXISTS wizard_instances_venue_id_started_at_idx ON wizard_instances (venue_id, started_at);
CREATE INDEX IF NOT EXISTS wizard_instances_employee_name_prefix_idx ON wizard_instances (lower(employee_name) text_pattern_ops);
