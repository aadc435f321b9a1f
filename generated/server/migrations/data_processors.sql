-- Generated from schema/crm/dataProcessors.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS data_processors (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE data_processors ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE data_processors ADD COLUMN IF NOT EXISTS purpose text;
ALTER TABLE data_processors ADD COLUMN IF NOT EXISTS location text;
ALTER TABLE data_processors ADD COLUMN IF NOT EXISTS website text;
ALTER TABLE data_processors ADD COLUMN IF NOT EXISTS contact_email text;
ALTER TABLE data_processors ADD COLUMN IF NOT EXISTS data_categories jsonb;
ALTER TABLE data_processors ADD COLUMN IF NOT EXISTS agreement_signed_on date;
