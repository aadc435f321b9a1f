-- Generated from schema/life/listNotificationRules.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS list_notification_rules (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE list_notification_rules ADD COLUMN IF NOT EXISTS type text;
ALTER TABLE list_notification_rules ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE list_notification_rules ADD COLUMN IF NOT EXISTS list_type text;
ALTER TABLE list_notification_rules ADD COLUMN IF NOT EXISTS threshold double precision;
ALTER TABLE list_notification_rules ADD COLUMN IF NOT EXISTS question_category text;
ALTER TABLE list_notification_rules ADD COLUMN IF NOT EXISTS inactivity_seconds integer;
ALTER TABLE list_notification_rules ADD COLUMN IF NOT EXISTS recipient_roles jsonb;
ALTER TABLE list_notification_rules ADD COLUMN IF NOT EXISTS message jsonb;
ALTER TABLE list_notification_rules ADD COLUMN IF NOT EXISTS active boolean DEFAULT true;
CREATE INDEX IF NOT EXISTS list_notification_rules_country_idx ON list_notification_rules (country);
