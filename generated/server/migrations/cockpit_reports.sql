-- Generated from schema/reports/cockpitReports.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS cockpit_reports (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE cockpit_reports ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE cockpit_reports ADD COLUMN IF NOT EXISTS category text DEFAULT 'coreReporting';
ALTER TABLE cockpit_reports ADD COLUMN IF NOT EXISTS report_id text;
ALTER TABLE cockpit_reports ADD COLUMN IF NOT EXISTS workspace_id text;
ALTER TABLE cockpit_reports ADD COLUMN IF NOT EXISTS permission text;
ALTER TABLE cockpit_reports ADD COLUMN IF NOT EXISTS is_active boolean DEFAULT true;
ALTER TABLE cockpit_reports ADD COLUMN IF NOT EXISTS sort_order integer DEFAULT 0;
