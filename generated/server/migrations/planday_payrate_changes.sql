-- Generated from schema/reports/plandayPayrateChanges.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS planday_payrate_changes (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE planday_payrate_changes ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE planday_payrate_changes ADD COLUMN IF NOT EXISTS employee_name text;
ALTER TABLE planday_payrate_changes ADD COLUMN IF NOT EXISTS employee_number text;
ALTER TABLE planday_payrate_changes ADD COLUMN IF NOT EXISTS reason integer;
ALTER TABLE planday_payrate_changes ADD COLUMN IF NOT EXISTS old_rate bigint;
ALTER TABLE planday_payrate_changes ADD COLUMN IF NOT EXISTS new_rate bigint;
ALTER TABLE planday_payrate_changes ADD COLUMN IF NOT EXISTS effective_date date;
ALTER TABLE planday_payrate_changes ADD COLUMN IF NOT EXISTS has_error boolean DEFAULT false;
ALTER TABLE planday_payrate_changes ADD COLUMN IF NOT EXISTS error_message text;
CREATE INDEX IF NOT EXISTS planday_payrate_changes_venue_id_idx ON planday_payrate_changes (venue_id);
CREATE INDEX IF NOT EXISTS planday_payrate_changes_venue_id_effective_date_idx ON planday_payrate_changes (venue_id, effective_date);
CREATE INDEX IF NOT EXISTS planday_payrate_changes_employee_name_prefix_idx ON planday_payrate_changes (lower(employee_name) text_pattern_ops);
