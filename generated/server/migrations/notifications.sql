-- Generated from schema/venue/notifications.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS notifications (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE notifications ADD COLUMN IF NOT EXISTS user_id text;
ALTER TABLE notifications ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE notifications ADD COLUMN IF NOT EXISTS title text;
ALTER TABLE notifications ADD COLUMN IF NOT EXISTS message text;
ALTER TABLE notifications ADD COLUMN IF NOT EXISTS link text;
ALTER TABLE notifications ADD COLUMN IF NOT EXISTS kind text;
ALTER TABLE notifications ADD COLUMN IF NOT EXISTS params jsonb;
ALTER TABLE notifications ADD COLUMN IF NOT EXISTS source_key text;
ALTER TABLE notifications ADD COLUMN IF NOT EXISTS is_read boolean DEFAULT false;
CREATE INDEX IF NOT EXISTS notifications_user_id_idx ON notifications (user_id);
CREATE INDEX IF NOT EXISTS notifications_venue_id_idx ON notifications (venue_id);
CREATE INDEX IF NOT EXISTS notifications_user_id_is_read_idx ON notifications (user_id, is_read);
CREATE UNIQUE INDEX IF NOT EXISTS notifications_user_id_source_key_key ON notifications (user_id, source_key);
