-- Generated from schema/guests/shortLinks.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS short_links (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE short_links ADD COLUMN IF NOT EXISTS code text;
ALTER TABLE short_links ADD COLUMN IF NOT EXISTS url text;
ALTER TABLE short_links ADD COLUMN IF NOT EXISTS guest_id text;
ALTER TABLE short_links ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE short_links ADD COLUMN IF NOT EXISTS clicks integer DEFAULT 0;
CREATE UNIQUE INDEX IF NOT EXISTS short_links_code_key ON short_links (code);
CREATE INDEX IF NOT EXISTS short_links_guest_id_venue_id_idx ON short_links (guest_id, venue_id);
