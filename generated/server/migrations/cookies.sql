-- Generated from schema/crm/cookies.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS cookies (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE cookies ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE cookies ADD COLUMN IF NOT EXISTS provider text;
ALTER TABLE cookies ADD COLUMN IF NOT EXISTS purpose text;
ALTER TABLE cookies ADD COLUMN IF NOT EXISTS method text DEFAULT 'Cookie';
ALTER TABLE cookies ADD COLUMN IF NOT EXISTS type text DEFAULT 'Persistent';
ALTER TABLE cookies ADD COLUMN IF NOT EXISTS category text DEFAULT 'Unclassified';
ALTER TABLE cookies ADD COLUMN IF NOT EXISTS expiry_days integer;
ALTER TABLE cookies ADD COLUMN IF NOT EXISTS domain text;
