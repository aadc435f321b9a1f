-- Generated from schema/guests/guestLogs.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS guest_logs (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE guest_logs ADD COLUMN IF NOT EXISTS guest_id text;
ALTER TABLE guest_logs ADD COLUMN IF NOT EXISTS action text;
ALTER TABLE guest_logs ADD COLUMN IF NOT EXISTS field text;
ALTER TABLE guest_logs ADD COLUMN IF NOT EXISTS old_value text;
ALTER TABLE guest_logs ADD COLUMN IF NOT EXISTS new_value text;
ALTER TABLE guest_logs ADD COLUMN IF NOT EXISTS source text;
ALTER TABLE guest_logs ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE guest_logs ADD COLUMN IF NOT EXISTS consent text;
CREATE INDEX IF NOT EXISTS guest_logs_guest_id_idx ON guest_logs (guest_id);
CREATE INDEX IF NOT EXISTS guest_logs_venue_id_idx ON guest_logs (venue_id);
CREATE INDEX IF NOT EXISTS guest_logs_guest_id_created_at_idx ON guest_logs (guest_id, created_at);
