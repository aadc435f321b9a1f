-- Generated from schema/life/eodReportRules.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS eod_report_rules (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE eod_report_rules ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE eod_report_rules ADD COLUMN IF NOT EXISTS require_bi_image boolean DEFAULT false;
ALTER TABLE eod_report_rules ADD COLUMN IF NOT EXISTS require_revenue boolean DEFAULT false;
ALTER TABLE eod_report_rules ADD COLUMN IF NOT EXISTS require_summary boolean DEFAULT false;
ALTER TABLE eod_report_rules ADD COLUMN IF NOT EXISTS deadline text;
ALTER TABLE eod_report_rules ADD COLUMN IF NOT EXISTS notify_roles jsonb;
ALTER TABLE eod_report_rules ADD COLUMN IF NOT EXISTS recipients jsonb;
CREATE INDEX IF NOT EXISTS eod_report_rules_country_idx ON eod_report_rules (country);
CREATE UNIQUE INDEX IF NOT EXISTS eod_report_rules_country_key ON eod_report_rules (country);
