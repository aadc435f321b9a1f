-- Generated from schema/procurement/stockSettings.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS stock_settings (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE stock_settings ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE stock_settings ADD COLUMN IF NOT EXISTS count_interval_days integer DEFAULT 30;
ALTER TABLE stock_settings ADD COLUMN IF NOT EXISTS variance_tolerance_percentage double precision DEFAULT 5;
ALTER TABLE stock_settings ADD COLUMN IF NOT EXISTS purchase_order_prefix text DEFAULT 'PO';
ALTER TABLE stock_settings ADD COLUMN IF NOT EXISTS default_lead_time_days integer DEFAULT 2;
CREATE INDEX IF NOT EXISTS stock_settings_country_idx ON stock_settings (country);
CREATE UNIQUE INDEX IF NOT EXISTS stock_settings_country_key ON stock_settings (country);
