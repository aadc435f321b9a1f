-- Generated from schema/procurement/stockMovements.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS stock_movements (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE stock_movements ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE stock_movements ADD COLUMN IF NOT EXISTS stock_product_id text;
ALTER TABLE stock_movements ADD COLUMN IF NOT EXISTS storage_id text;
ALTER TABLE stock_movements ADD COLUMN IF NOT EXISTS quantity double precision;
ALTER TABLE stock_movements ADD COLUMN IF NOT EXISTS kind text;
ALTER TABLE stock_movements ADD COLUMN IF NOT EXISTS source_id text;
ALTER TABLE stock_movements ADD COLUMN IF NOT EXISTS waste_reason_id text;
ALTER TABLE stock_movements ADD COLUMN IF NOT EXISTS note text;
ALTER TABLE stock_movements ADD COLUMN IF NOT EXISTS occurred_at timestamptz;
CREATE INDEX IF NOT EXISTS stock_movements_stock_product_id_idx ON stock_movements (stock_product_id);
CREATE INDEX IF NOT EXISTS stock_movements_venue_id_idx ON stock_movements (venue_id);
CREATE INDEX IF NOT EXISTS stock_movements_venue_id_stock_product_id_idx ON stock_movements (venue_id, stock_product_id);
CREATE INDEX IF NOT EXISTS stock_movements_venue_id_occurred_at_idx ON stock_movements (venue_id, occurred_at);
