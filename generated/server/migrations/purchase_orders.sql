-- Generated from schema/pos/purchaseOrders.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS purchase_orders (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE purchase_orders ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE purchase_orders ADD COLUMN IF NOT EXISTS vendor_id text;
ALTER TABLE purchase_orders ADD COLUMN IF NOT EXISTS order_number text;
ALTER TABLE purchase_orders ADD COLUMN IF NOT EXISTS state text;
ALTER TABLE purchase_orders ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE purchase_orders ADD COLUMN IF NOT EXISTS currency text;
ALTER TABLE purchase_orders ADD COLUMN IF NOT EXISTS expected_delivery_date date;
ALTER TABLE purchase_orders ADD COLUMN IF NOT EXISTS note text;
ALTER TABLE purchase_orders ADD COLUMN IF NOT EXISTS lines jsonb;
ALTER TABLE purchase_orders ADD COLUMN IF NOT EXISTS total bigint;
ALTER TABLE purchase_orders ADD COLUMN IF NOT EXISTS submitted_at timestamptz;
ALTER TABLE purchase_orders ADD COLUMN IF NOT EXISTS received_at timestamptz;
ALTER TABLE purchase_orders ADD COLUMN IF NOT EXISTS cancelled_at timestamptz;
ALTER TABLE purchase_orders ADD COLUMN IF NOT EXISTS receipts jsonb;
CREATE INDEX IF NOT EXISTS purchase_orders_vendor_id_idx ON purchase_orders (vendor_id);
CREATE INDEX IF NOT EXISTS purchase_orders_venue_id_idx ON purchase_orders (venue_id);
CREATE INDEX IF NOT EXISTS purchase_orders_venue_id_state_idx ON purchase_orders (venue_id, state);
CREATE UNIQUE INDEX IF NOT EXISTS purchase_orders_country_order_number_key ON purchase_orders (country, order_number);
