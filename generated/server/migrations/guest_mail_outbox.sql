-- Generated from schema/guests/guestMailOutbox.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS guest_mail_outbox (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE guest_mail_outbox ADD COLUMN IF NOT EXISTS guest_id text;
ALTER TABLE guest_mail_outbox ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE guest_mail_outbox ADD COLUMN IF NOT EXISTS kind text;
ALTER TABLE guest_mail_outbox ADD COLUMN IF NOT EXISTS recipient text;
ALTER TABLE guest_mail_outbox ADD COLUMN IF NOT EXISTS subject text;
ALTER TABLE guest_mail_outbox ADD COLUMN IF NOT EXISTS body text;
ALTER TABLE guest_mail_outbox ADD COLUMN IF NOT EXISTS transport text;
CREATE INDEX IF NOT EXISTS guest_mail_outbox_guest_id_idx ON guest_mail_outbox (guest_id);
CREATE INDEX IF NOT EXISTS guest_mail_outbox_venue_id_idx ON guest_mail_outbox (venue_id);
CREATE INDEX IF NOT EXISTS guest_mail_outbox_guest_id_created_at_idx ON guest_mail_outbox (guest_id, created_at);
