-- Generated from schema/setup/setupProducts.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS setup_products (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE setup_products ADD COLUMN IF NOT EXISTS venue_details_id text;
ALTER TABLE setup_products ADD COLUMN IF NOT EXISTS venue_setup_id text;
ALTER TABLE setup_products ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE setup_products ADD COLUMN IF NOT EXISTS description text;
ALTER TABLE setup_products ADD COLUMN IF NOT EXISTS category text;
ALTER TABLE setup_products ADD COLUMN IF NOT EXISTS unit_price bigint;
ALTER TABLE setup_products ADD COLUMN IF NOT EXISTS is_active boolean DEFAULT true;
ALTER TABLE setup_products ADD COLUMN IF NOT EXISTS sort_order integer DEFAULT 0;
CREATE INDEX IF NOT EXISTS setup_products_venue_details_id_idx ON setup_products (venue_details_id);
CREATE INDEX IF NOT EXISTS setup_products_venue_setup_id_idx ON setup_products (venue_setup_id);
