-- Generated from schema/procurement/stockProductRequests.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS stock_product_requests (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE stock_product_requests ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE stock_product_requests ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE stock_product_requests ADD COLUMN IF NOT EXISTS vendor_name text;
ALTER TABLE stock_product_requests ADD COLUMN IF NOT EXISTS content_amount double precision;
ALTER TABLE stock_product_requests ADD COLUMN IF NOT EXISTS content_unit text;
ALTER TABLE stock_product_requests ADD COLUMN IF NOT EXISTS estimated_cost bigint;
ALTER TABLE stock_product_requests ADD COLUMN IF NOT EXISTS reason text;
ALTER TABLE stock_product_requests ADD COLUMN IF NOT EXISTS state text;
ALTER TABLE stock_product_requests ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE stock_product_requests ADD COLUMN IF NOT EXISTS decision_note text;
ALTER TABLE stock_product_requests ADD COLUMN IF NOT EXISTS stock_product_id text;
ALTER TABLE stock_product_requests ADD COLUMN IF NOT EXISTS decided_by text;
ALTER TABLE stock_product_requests ADD COLUMN IF NOT EXISTS decided_at timestamptz;
CREATE INDEX IF NOT EXISTS stock_product_requests_country_idx ON stock_product_requests (country);
CREATE INDEX IF NOT EXISTS stock_product_requests_stock_product_id_idx ON stock_product_requests (stock_product_id);
CREATE INDEX IF NOT EXISTS stock_product_requests_venue_id_idx ON stock_product_requests (venue_id);
CREATE INDEX IF NOT EXISTS stock_product_requests_name_prefix_idx ON stock_product_requests (lower(name) text_pattern_ops);
