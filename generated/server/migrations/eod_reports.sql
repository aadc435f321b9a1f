-- Generated from schema/venue/eodReports.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS eod_reports (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE eod_reports ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE eod_reports ADD COLUMN IF NOT EXISTS date date;
ALTER TABLE eod_reports ADD COLUMN IF NOT EXISTS revenue bigint;
ALTER TABLE eod_reports ADD COLUMN IF NOT EXISTS guests integer;
ALTER TABLE eod_reports ADD COLUMN IF NOT EXISTS summary text;
ALTER TABLE eod_reports ADD COLUMN IF NOT EXISTS incidents text;
ALTER TABLE eod_reports ADD COLUMN IF NOT EXISTS staff_notes text;
ALTER TABLE eod_reports ADD COLUMN IF NOT EXISTS maintenance_notes text;
ALTER TABLE eod_reports ADD COLUMN IF NOT EXISTS bi_image_id text;
ALTER TABLE eod_reports ADD COLUMN IF NOT EXISTS status text DEFAULT 'draft';
ALTER TABLE eod_reports ADD COLUMN IF NOT EXISTS sent_at timestamptz;
ALTER TABLE eod_reports ADD COLUMN IF NOT EXISTS sent_by text;
ALTER TABLE eod_reports ADD COLUMN IF NOT EXISTS sent_to jsonb;
ALTER TABLE eod_reports ADD COLUMN IF NOT EXISTS late boolean;
CREATE INDEX IF NOT EXISTS eod_reports_bi_image_id_idx ON eod_reports (bi_image_id);
CREATE INDEX IF NOT EXISTS eod_reports_sent_by_idx ON eod_reports (sent_by);
CREATE INDEX IF NOT EXISTS eod_reports_venue_id_idx ON eod_reports (venue_id);
CREATE UNIQUE INDEX IF NOT EXISTS eod_reports_venue_id_date_key ON eod_reports (venue_id, date);
