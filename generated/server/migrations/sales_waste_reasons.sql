-- Generated from schema/pos/salesWasteReasons.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS sales_waste_reasons (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE sales_waste_reasons ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE sales_waste_reasons ADD COLUMN IF NOT EXISTS country text;
CREATE INDEX IF NOT EXISTS sales_waste_reasons_country_idx ON sales_waste_reasons (country);
CREATE UNIQUE INDEX IF NOT EXISTS sales_waste_reasons_country_name_key ON sales_waste_reasons (country, name);
