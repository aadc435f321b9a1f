-- Generated from schema/pos/assignedSalesProducts.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS assigned_sales_products (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE assigned_sales_products ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE assigned_sales_products ADD COLUMN IF NOT EXISTS sales_product_id text;
ALTER TABLE assigned_sales_products ADD COLUMN IF NOT EXISTS prices jsonb;
ALTER TABLE assigned_sales_products ADD COLUMN IF NOT EXISTS is_active boolean DEFAULT true;
CREATE INDEX IF NOT EXISTS assigned_sales_products_sales_product_id_idx ON assigned_sales_products (sales_product_id);
CREATE INDEX IF NOT EXISTS assigned_sales_products_venue_id_idx ON assigned_sales_products (venue_id);
CREATE UNIQUE INDEX IF NOT EXISTS assigned_sales_products_venue_id_sales_product_id_key ON assigned_sales_products (venue_id, sales_product_id);
