-- Generated from schema/crm/messageTemplates.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS message_templates (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE message_templates ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE message_templates ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE message_templates ADD COLUMN IF NOT EXISTS enabled boolean DEFAULT true;
ALTER TABLE message_templates ADD COLUMN IF NOT EXISTS template jsonb;
CREATE INDEX IF NOT EXISTS message_templates_venue_id_idx ON message_templates (venue_id);
