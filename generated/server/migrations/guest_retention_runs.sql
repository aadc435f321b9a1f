-- Generated from schema/guests/guestRetentionRuns.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS guest_retention_runs (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE guest_retention_runs ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE guest_retention_runs ADD COLUMN IF NOT EXISTS started_at timestamptz;
ALTER TABLE guest_retention_runs ADD COLUMN IF NOT EXISTS months integer;
ALTER TABLE guest_retention_runs ADD COLUMN IF NOT EXISTS cutoff timestamptz;
ALTER TABLE guest_retention_runs ADD COLUMN IF NOT EXISTS anonymized integer;
ALTER TABLE guest_retention_runs ADD COLUMN IF NOT EXISTS duration_ms integer;
CREATE INDEX IF NOT EXISTS guest_retention_runs_country_idx ON guest_retention_runs (country);
CREATE INDEX IF NOT EXISTS guest_retention_runs_country_started_at_idx ON guest_retention_runs (country, started_at);
