-- Generated from schema/crm/emailSignatures.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS email_signatures (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE email_signatures ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE email_signatures ADD COLUMN IF NOT EXISTS html text;
CREATE INDEX IF NOT EXISTS email_signatures_venue_id_idx ON email_signatures (venue_id);
CREATE UNIQUE INDEX IF NOT EXISTS email_signatures_venue_id_key ON email_signatures (venue_id);
