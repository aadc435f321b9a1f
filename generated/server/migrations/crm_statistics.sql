-- Generated from schema/crm/crmStatistics.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS crm_statistics (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE crm_statistics ADD COLUMN IF NOT EXISTS computed_at timestamptz;
ALTER TABLE crm_statistics ADD COLUMN IF NOT EXISTS countries jsonb;
CREATE INDEX IF NOT EXISTS crm_statistics_computed_at_idx ON crm_statistics (computed_at);
