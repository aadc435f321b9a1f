-- Generated from schema/crm/emailTemplates.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS email_templates (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE email_templates ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE email_templates ADD COLUMN IF NOT EXISTS type text DEFAULT 'Campaign';
ALTER TABLE email_templates ADD COLUMN IF NOT EXISTS enabled boolean DEFAULT false;
ALTER TABLE email_templates ADD COLUMN IF NOT EXISTS description text;
ALTER TABLE email_templates ADD COLUMN IF NOT EXISTS subject text;
ALTER TABLE email_templates ADD COLUMN IF NOT EXISTS html text;
CREATE INDEX IF NOT EXISTS email_templates_name_prefix_idx ON email_templates (lower(name) text_pattern_ops);
