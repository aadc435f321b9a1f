-- Generated from schema/pos/salesProducts.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS sales_products (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE sales_products ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE sales_products ADD COLUMN IF NOT EXISTS number text;
ALTER TABLE sales_products ADD COLUMN IF NOT EXISTS sales_product_group_id text;
ALTER TABLE sales_products ADD COLUMN IF NOT EXISTS sales_product_sub_group_id text;
ALTER TABLE sales_products ADD COLUMN IF NOT EXISTS tax_group_id text;
ALTER TABLE sales_products ADD COLUMN IF NOT EXISTS prices jsonb;
ALTER TABLE sales_products ADD COLUMN IF NOT EXISTS recipe_id text;
ALTER TABLE sales_products ADD COLUMN IF NOT EXISTS allergy_ids jsonb;
ALTER TABLE sales_products ADD COLUMN IF NOT EXISTS color text;
ALTER TABLE sales_products ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE sales_products ADD COLUMN IF NOT EXISTS is_active boolean DEFAULT true;
CREATE INDEX IF NOT EXISTS sales_products_country_idx ON sales_products (country);
CREATE INDEX IF NOT EXISTS sales_products_recipe_id_idx ON sales_products (recipe_id);
CREATE INDEX IF NOT EXISTS sales_products_sales_product_group_id_idx ON sales_products (sales_product_group_id);
CREATE INDEX IF NOT EXISTS sales_products_sales_product_sub_group_id_idx ON sales_products (sales_product_sub_group_id);
CREATE INDEX IF NOT EXISTS sales_products_tax_group_id_idx ON sales_products (tax_group_id);
CREATE INDEX IF NOT EXISTS sales_products_name_prefix_idx ON sales_products (lower(name) text_pattern_ops);
CREATE INDEX IF NOT EXISTS sales_products_number_prefix_idx ON sales_products (lower(number) text_pattern_ops);
