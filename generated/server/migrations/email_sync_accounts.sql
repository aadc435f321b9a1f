-- Generated from schema/crm/emailSyncAccounts.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS email_sync_accounts (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE email_sync_accounts ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE email_sync_accounts ADD COLUMN IF NOT EXISTS sync_email text;
ALTER TABLE email_sync_accounts ADD COLUMN IF NOT EXISTS aliases jsonb;
ALTER TABLE email_sync_accounts ADD COLUMN IF NOT EXISTS status text DEFAULT 'Pending';
ALTER TABLE email_sync_accounts ADD COLUMN IF NOT EXISTS last_sync_at timestamptz;
CREATE INDEX IF NOT EXISTS email_sync_accounts_venue_id_idx ON email_sync_accounts (venue_id);
CREATE UNIQUE INDEX IF NOT EXISTS email_sync_accounts_sync_email_key ON email_sync_accounts (sync_email);
