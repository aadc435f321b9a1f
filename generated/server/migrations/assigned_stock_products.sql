-- Generated from schema/pos/assignedStockProducts.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS assigned_stock_products (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE assigned_stock_products ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE assigned_stock_products ADD COLUMN IF NOT EXISTS stock_product_id text;
ALTER TABLE assigned_stock_products ADD COLUMN IF NOT EXISTS storage_id text;
ALTER TABLE assigned_stock_products ADD COLUMN IF NOT EXISTS vendor_id text;
ALTER TABLE assigned_stock_products ADD COLUMN IF NOT EXISTS cost_price bigint;
ALTER TABLE assigned_stock_products ADD COLUMN IF NOT EXISTS is_active boolean DEFAULT true;
CREATE INDEX IF NOT EXISTS assigned_stock_products_stock_product_id_idx ON assigned_stock_products (stock_product_id);
CREATE INDEX IF NOT EXISTS assigned_stock_products_vendor_id_idx ON assigned_stock_products (vendor_id);
CREATE INDEX IF NOT EXISTS assigned_stock_products_venue_id_idx ON assigned_stock_products (venue_id);
CREATE UNIQUE INDEX IF NOT EXISTS assigned_stock_products_venue_id_stock_product_id_key ON assigned_stock_products (venue_id, stock_product_id);
