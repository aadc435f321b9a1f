-- Generated from schema/procurement/desiredStocks.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS desired_stocks (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE desired_stocks ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE desired_stocks ADD COLUMN IF NOT EXISTS stock_product_id text;
ALTER TABLE desired_stocks ADD COLUMN IF NOT EXISTS par_level double precision;
ALTER TABLE desired_stocks ADD COLUMN IF NOT EXISTS reorder_point double precision;
CREATE INDEX IF NOT EXISTS desired_stocks_stock_product_id_idx ON desired_stocks (stock_product_id);
CREATE INDEX IF NOT EXISTS desired_stocks_venue_id_idx ON desired_stocks (venue_id);
CREATE UNIQUE INDEX IF NOT EXISTS desired_stocks_venue_id_stock_product_id_key ON desired_stocks (venue_id, stock_product_id);
