-- Generated from schema/pos/vendors.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS vendors (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE vendors ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE vendors ADD COLUMN IF NOT EXISTS vendor_number text;
ALTER TABLE vendors ADD COLUMN IF NOT EXISTS contact_name text;
ALTER TABLE vendors ADD COLUMN IF NOT EXISTS email text;
ALTER TABLE vendors ADD COLUMN IF NOT EXISTS phone text;
ALTER TABLE vendors ADD COLUMN IF NOT EXISTS lead_time_days integer DEFAULT 2;
ALTER TABLE vendors ADD COLUMN IF NOT EXISTS minimum_order bigint;
ALTER TABLE vendors ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE vendors ADD COLUMN IF NOT EXISTS is_active boolean DEFAULT true;
CREATE INDEX IF NOT EXISTS vendors_country_idx ON vendors (country);
CREATE INDEX IF NOT EXISTS vendors_name_prefix_idx ON vendors (lower(name) text_pattern_ops);
CREATE INDEX IF NOT EXISTS vendors_vendor_number_prefix_idx ON vendors (lower(vendor_number) text_pattern_ops);
