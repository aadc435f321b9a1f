-- Generated from schema/guests/guestDuplicateRuns.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS guest_duplicate_runs (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE guest_duplicate_runs ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE guest_duplicate_runs ADD COLUMN IF NOT EXISTS status text;
ALTER TABLE guest_duplicate_runs ADD COLUMN IF NOT EXISTS active boolean;
ALTER TABLE guest_duplicate_runs ADD COLUMN IF NOT EXISTS trigger text;
ALTER TABLE guest_duplicate_runs ADD COLUMN IF NOT EXISTS started_at timestamptz;
ALTER TABLE guest_duplicate_runs ADD COLUMN IF NOT EXISTS finished_at timestamptz;
ALTER TABLE guest_duplicate_runs ADD COLUMN IF NOT EXISTS heartbeat_at timestamptz;
ALTER TABLE guest_duplicate_runs ADD COLUMN IF NOT EXISTS phase text;
ALTER TABLE guest_duplicate_runs ADD COLUMN IF NOT EXISTS done integer;
ALTER TABLE guest_duplicate_runs ADD COLUMN IF NOT EXISTS total integer;
ALTER TABLE guest_duplicate_runs ADD COLUMN IF NOT EXISTS pairs integer;
ALTER TABLE guest_duplicate_runs ADD COLUMN IF NOT EXISTS duration_ms integer;
ALTER TABLE guest_duplicate_runs ADD COLUMN IF NOT EXISTS error text;
CREATE INDEX IF NOT EXISTS guest_duplicate_runs_country_idx ON guest_duplicate_runs (country);
CREATE UNIQUE INDEX IF NOT EXISTS guest_duplicate_runs_country_active_true_key ON guest_duplicate_runs (country) WHERE active = true;
CREATE INDEX IF NOT EXISTS guest_duplicate_runs_country_created_at_idx ON guest_duplicate_runs (country, created_at);
CREATE INDEX IF NOT EXISTS guest_duplicate_runs_status_created_at_idx ON guest_duplicate_runs (status, created_at);
