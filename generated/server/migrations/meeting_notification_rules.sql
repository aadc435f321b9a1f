-- Generated from schema/life/meetingNotificationRules.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS meeting_notification_rules (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE meeting_notification_rules ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE meeting_notification_rules ADD COLUMN IF NOT EXISTS type text DEFAULT 'meetingEnded';
ALTER TABLE meeting_notification_rules ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE meeting_notification_rules ADD COLUMN IF NOT EXISTS meeting_id text;
ALTER TABLE meeting_notification_rules ADD COLUMN IF NOT EXISTS inactivity_seconds integer;
ALTER TABLE meeting_notification_rules ADD COLUMN IF NOT EXISTS recipient_roles jsonb;
ALTER TABLE meeting_notification_rules ADD COLUMN IF NOT EXISTS title text;
ALTER TABLE meeting_notification_rules ADD COLUMN IF NOT EXISTS message text;
ALTER TABLE meeting_notification_rules ADD COLUMN IF NOT EXISTS is_active boolean DEFAULT true;
CREATE INDEX IF NOT EXISTS meeting_notification_rules_country_idx ON meeting_notification_rules (country);
CREATE INDEX IF NOT EXISTS meeting_notification_rules_meeting_id_idx ON meeting_notification_rules (meeting_id);
CREATE INDEX IF NOT EXISTS meeting_notification_rules_name_prefix_idx ON meeting_notification_rules (lower(name) text_pattern_ops);
