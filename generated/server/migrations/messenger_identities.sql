-- Generated from schema/crm/messengerIdentities.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS messenger_identities (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE messenger_identities ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE messenger_identities ADD COLUMN IF NOT EXISTS platform text;
ALTER TABLE messenger_identities ADD COLUMN IF NOT EXISTS page_id text;
ALTER TABLE messenger_identities ADD COLUMN IF NOT EXISTS page_name text;
CREATE INDEX IF NOT EXISTS messenger_identities_venue_id_idx ON messenger_identities (venue_id);
CREATE UNIQUE INDEX IF NOT EXISTS messenger_identities_platform_page_id_key ON messenger_identities (platform, page_id);
