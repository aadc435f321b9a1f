-- Generated from schema/guests/guestAccessLogs.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS guest_access_logs (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE guest_access_logs ADD COLUMN IF NOT EXISTS guest_id text;
ALTER TABLE guest_access_logs ADD COLUMN IF NOT EXISTS action text;
ALTER TABLE guest_access_logs ADD COLUMN IF NOT EXISTS actor_user_id text;
ALTER TABLE guest_access_logs ADD COLUMN IF NOT EXISTS job text;
ALTER TABLE guest_access_logs ADD COLUMN IF NOT EXISTS reason text;
CREATE INDEX IF NOT EXISTS guest_access_logs_actor_user_id_idx ON guest_access_logs (actor_user_id);
CREATE INDEX IF NOT EXISTS guest_access_logs_guest_id_idx ON guest_access_logs (guest_id);
CREATE INDEX IF NOT EXISTS guest_access_logs_guest_id_created_at_idx ON guest_access_logs (guest_id, created_at);
