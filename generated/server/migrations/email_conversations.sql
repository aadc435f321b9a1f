-- Generated from schema/crm/emailConversations.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS email_conversations (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE email_conversations ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE email_conversations ADD COLUMN IF NOT EXISTS sync_email text;
ALTER TABLE email_conversations ADD COLUMN IF NOT EXISTS thread_id text;
ALTER TABLE email_conversations ADD COLUMN IF NOT EXISTS subject text;
ALTER TABLE email_conversations ADD COLUMN IF NOT EXISTS contact_email text;
ALTER TABLE email_conversations ADD COLUMN IF NOT EXISTS contact_name text;
ALTER TABLE email_conversations ADD COLUMN IF NOT EXISTS guest_id text;
ALTER TABLE email_conversations ADD COLUMN IF NOT EXISTS assignee text;
ALTER TABLE email_conversations ADD COLUMN IF NOT EXISTS status text DEFAULT 'OPEN';
ALTER TABLE email_conversations ADD COLUMN IF NOT EXISTS is_open boolean DEFAULT true;
ALTER TABLE email_conversations ADD COLUMN IF NOT EXISTS topics jsonb;
ALTER TABLE email_conversations ADD COLUMN IF NOT EXISTS mail_folder text DEFAULT 'inbox';
ALTER TABLE email_conversations ADD COLUMN IF NOT EXISTS labels jsonb;
ALTER TABLE email_conversations ADD COLUMN IF NOT EXISTS unread_count integer DEFAULT 0;
ALTER TABLE email_conversations ADD COLUMN IF NOT EXISTS last_message_at timestamptz;
ALTER TABLE email_conversations ADD COLUMN IF NOT EXISTS messages jsonb;
CREATE INDEX IF NOT EXISTS email_conversations_assignee_idx ON email_conversations (assignee);
CREATE INDEX IF NOT EXISTS email_conversations_guest_id_idx ON email_conversations (guest_id);
CREATE INDEX IF NOT EXISTS email_conversations_venue_id_idx ON email_conversations (venue_id);
CREATE INDEX IF NOT EXISTS email_conversations_venue_id_mail_folder_last_message_at_idx ON email_conversations (venue_id, mail_folder, last_message_at);
CREATE INDEX IF NOT EXISTS email_conversations_thread_id_idx ON email_conversations (thread_id);
