-- Generated from schema/pos/stockProducts.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS stock_products (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE stock_products ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE stock_products ADD COLUMN IF NOT EXISTS number text;
ALTER TABLE stock_products ADD COLUMN IF NOT EXISTS stock_product_group_id text;
ALTER TABLE stock_products ADD COLUMN IF NOT EXISTS vendor_id text;
ALTER TABLE stock_products ADD COLUMN IF NOT EXISTS product_unit_id text;
ALTER TABLE stock_products ADD COLUMN IF NOT EXISTS stock_container_type_id text;
ALTER TABLE stock_products ADD COLUMN IF NOT EXISTS content_amount double precision;
ALTER TABLE stock_products ADD COLUMN IF NOT EXISTS content_unit text DEFAULT 'cl';
ALTER TABLE stock_products ADD COLUMN IF NOT EXISTS pouring_category_id text;
ALTER TABLE stock_products ADD COLUMN IF NOT EXISTS cost_price bigint;
ALTER TABLE stock_products ADD COLUMN IF NOT EXISTS barcode text;
ALTER TABLE stock_products ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE stock_products ADD COLUMN IF NOT EXISTS is_active boolean DEFAULT true;
CREATE INDEX IF NOT EXISTS stock_products_country_idx ON stock_products (country);
CREATE INDEX IF NOT EXISTS stock_products_pouring_category_id_idx ON stock_products (pouring_category_id);
CREATE INDEX IF NOT EXISTS stock_products_product_unit_id_idx ON stock_products (product_unit_id);
CREATE INDEX IF NOT EXISTS stock_products_stock_container_type_id_idx ON stock_products (stock_container_type_id);
CREATE INDEX IF NOT EXISTS stock_products_stock_product_group_id_idx ON stock_products (stock_product_group_id);
CREATE INDEX IF NOT EXISTS stock_products_vendor_id_idx ON stock_products (vendor_id);
CREATE INDEX IF NOT EXISTS stock_products_country_number_idx ON stock_products (country, number);
CREATE INDEX IF NOT EXISTS stock_products_name_prefix_idx ON stock_products (lower(name) text_pattern_ops);
CREATE INDEX IF NOT EXISTS stock_products_number_prefix_idx ON stock_products (lower(number) text_pattern_ops);
