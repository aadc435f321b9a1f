-- Generated from schema/guests/guestRetention.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS guest_retention (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE guest_retention ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE guest_retention ADD COLUMN IF NOT EXISTS enabled boolean DEFAULT false;
ALTER TABLE guest_retention ADD COLUMN IF NOT EXISTS months integer DEFAULT 36;
CREATE INDEX IF NOT EXISTS guest_retention_country_idx ON guest_retention (country);
CREATE UNIQUE INDEX IF NOT EXISTS guest_retention_country_key ON guest_retention (country);
