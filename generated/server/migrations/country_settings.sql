-- Generated from schema/pos/countrySettings.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS country_settings (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE country_settings ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE country_settings ADD COLUMN IF NOT EXISTS sales_product_groups jsonb;
ALTER TABLE country_settings ADD COLUMN IF NOT EXISTS product_categories jsonb;
ALTER TABLE country_settings ADD COLUMN IF NOT EXISTS tax_groups jsonb;
ALTER TABLE country_settings ADD COLUMN IF NOT EXISTS allergies jsonb;
ALTER TABLE country_settings ADD COLUMN IF NOT EXISTS price_groups jsonb;
ALTER TABLE country_settings ADD COLUMN IF NOT EXISTS tip_percentages jsonb;
ALTER TABLE country_settings ADD COLUMN IF NOT EXISTS pouring_categories jsonb;
ALTER TABLE country_settings ADD COLUMN IF NOT EXISTS product_units jsonb;
ALTER TABLE country_settings ADD COLUMN IF NOT EXISTS stock_container_types jsonb;
CREATE INDEX IF NOT EXISTS country_settings_country_idx ON country_settings (country);
CREATE UNIQUE INDEX IF NOT EXISTS country_settings_country_key ON country_settings (country);
