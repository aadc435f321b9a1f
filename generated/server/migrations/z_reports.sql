-- Generated from schema/pos/zReports.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS z_reports (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE z_reports ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE z_reports ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE z_reports ADD COLUMN IF NOT EXISTS report_number integer;
ALTER TABLE z_reports ADD COLUMN IF NOT EXISTS business_date date;
ALTER TABLE z_reports ADD COLUMN IF NOT EXISTS terminal_id text;
ALTER TABLE z_reports ADD COLUMN IF NOT EXISTS opened_at timestamptz;
ALTER TABLE z_reports ADD COLUMN IF NOT EXISTS closed_at timestamptz;
ALTER TABLE z_reports ADD COLUMN IF NOT EXISTS currency text;
ALTER TABLE z_reports ADD COLUMN IF NOT EXISTS gross_sales bigint;
ALTER TABLE z_reports ADD COLUMN IF NOT EXISTS net_sales bigint;
ALTER TABLE z_reports ADD COLUMN IF NOT EXISTS tax_total bigint;
ALTER TABLE z_reports ADD COLUMN IF NOT EXISTS discounts bigint;
ALTER TABLE z_reports ADD COLUMN IF NOT EXISTS refunds bigint;
ALTER TABLE z_reports ADD COLUMN IF NOT EXISTS tips bigint;
ALTER TABLE z_reports ADD COLUMN IF NOT EXISTS transaction_count integer;
ALTER TABLE z_reports ADD COLUMN IF NOT EXISTS guest_count integer;
ALTER TABLE z_reports ADD COLUMN IF NOT EXISTS sales_by_group jsonb;
ALTER TABLE z_reports ADD COLUMN IF NOT EXISTS taxes jsonb;
ALTER TABLE z_reports ADD COLUMN IF NOT EXISTS payments jsonb;
CREATE INDEX IF NOT EXISTS z_reports_venue_id_idx ON z_reports (venue_id);
CREATE INDEX IF NOT EXISTS z_reports_venue_id_business_date_idx ON z_reports (venue_id, business_date);
