-- Generated from schema/guests/globalLogs.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS global_logs (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE global_logs ADD COLUMN IF NOT EXISTS guest_id text;
ALTER TABLE global_logs ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE global_logs ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE global_logs ADD COLUMN IF NOT EXISTS category text;
ALTER TABLE global_logs ADD COLUMN IF NOT EXISTS system text;
ALTER TABLE global_logs ADD COLUMN IF NOT EXISTS message text;
CREATE INDEX IF NOT EXISTS global_logs_country_idx ON global_logs (country);
CREATE INDEX IF NOT EXISTS global_logs_venue_id_idx ON global_logs (venue_id);
CREATE INDEX IF NOT EXISTS global_logs_guest_id_created_at_idx ON global_logs (guest_id, created_at);
