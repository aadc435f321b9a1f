-- Generated from schema/crm/dataController.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS data_controller (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE data_controller ADD COLUMN IF NOT EXISTS company_name text;
ALTER TABLE data_controller ADD COLUMN IF NOT EXISTS registration_number text;
ALTER TABLE data_controller ADD COLUMN IF NOT EXISTS street text;
ALTER TABLE data_controller ADD COLUMN IF NOT EXISTS postal_code text;
ALTER TABLE data_controller ADD COLUMN IF NOT EXISTS city text;
ALTER TABLE data_controller ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE data_controller ADD COLUMN IF NOT EXISTS email text;
ALTER TABLE data_controller ADD COLUMN IF NOT EXISTS phone text;
ALTER TABLE data_controller ADD COLUMN IF NOT EXISTS dpo_name text;
ALTER TABLE data_controller ADD COLUMN IF NOT EXISTS dpo_email text;
