-- Generated from schema/crm/bookingProducts.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS booking_products (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE booking_products ADD COLUMN IF NOT EXISTS product_name text;
ALTER TABLE booking_products ADD COLUMN IF NOT EXISTS description text;
ALTER TABLE booking_products ADD COLUMN IF NOT EXISTS country text DEFAULT 'dk';
ALTER TABLE booking_products ADD COLUMN IF NOT EXISTS price bigint;
ALTER TABLE booking_products ADD COLUMN IF NOT EXISTS is_active boolean DEFAULT true;
CREATE INDEX IF NOT EXISTS booking_products_product_name_prefix_idx ON booking_products (lower(product_name) text_pattern_ops);
