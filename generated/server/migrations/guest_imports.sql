-- Generated from schema/guests/guestImports.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS guest_imports (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE guest_imports ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE guest_imports ADD COLUMN IF NOT EXISTS file_name text;
ALTER TABLE guest_imports ADD COLUMN IF NOT EXISTS status text;
ALTER TABLE guest_imports ADD COLUMN IF NOT EXISTS rows jsonb;
ALTER TABLE guest_imports ADD COLUMN IF NOT EXISTS applied_at timestamptz;
ALTER TABLE guest_imports ADD COLUMN IF NOT EXISTS applied_by text;
ALTER TABLE guest_imports ADD COLUMN IF NOT EXISTS result jsonb;
CREATE INDEX IF NOT EXISTS guest_imports_applied_by_idx ON guest_imports (applied_by);
CREATE INDEX IF NOT EXISTS guest_imports_country_idx ON guest_imports (country);
CREATE INDEX IF NOT EXISTS guest_imports_country_created_at_idx ON guest_imports (country, created_at);
