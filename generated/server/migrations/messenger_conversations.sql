-- Generated from schema/crm/messengerConversations.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS messenger_conversations (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE messenger_conversations ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE messenger_conversations ADD COLUMN IF NOT EXISTS identity_id text;
ALTER TABLE messenger_conversations ADD COLUMN IF NOT EXISTS psid text;
ALTER TABLE messenger_conversations ADD COLUMN IF NOT EXISTS contact_name text;
ALTER TABLE messenger_conversations ADD COLUMN IF NOT EXISTS guest_id text;
ALTER TABLE messenger_conversations ADD COLUMN IF NOT EXISTS assignee text;
ALTER TABLE messenger_conversations ADD COLUMN IF NOT EXISTS status text DEFAULT 'OPEN';
ALTER TABLE messenger_conversations ADD COLUMN IF NOT EXISTS is_open boolean DEFAULT true;
ALTER TABLE messenger_conversations ADD COLUMN IF NOT EXISTS topics jsonb;
ALTER TABLE messenger_conversations ADD COLUMN IF NOT EXISTS unread_count integer DEFAULT 0;
ALTER TABLE messenger_conversations ADD COLUMN IF NOT EXISTS last_message_at timestamptz;
ALTER TABLE messenger_conversations ADD COLUMN IF NOT EXISTS messages jsonb;
CREATE INDEX IF NOT EXISTS messenger_conversations_assignee_idx ON messenger_conversations (assignee);
CREATE INDEX IF NOT EXISTS messenger_conversations_guest_id_idx ON messenger_conversations (guest_id);
CREATE INDEX IF NOT EXISTS messenger_conversations_identity_id_idx ON messenger_conversations (identity_id);
CREATE INDEX IF NOT EXISTS messenger_conversations_venue_id_idx ON messenger_conversations (venue_id);
CREATE INDEX IF NOT EXISTS messenger_conversations_venue_id_last_message_at_idx ON messenger_conversations (venue_id, last_message_at);
