-- Generated from schema/procurement/stockTransfers.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS stock_transfers (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE stock_transfers ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE stock_transfers ADD COLUMN IF NOT EXISTS to_venue_id text;
ALTER TABLE stock_transfers ADD COLUMN IF NOT EXISTS transfer_number text;
ALTER TABLE stock_transfers ADD COLUMN IF NOT EXISTS state text;
ALTER TABLE stock_transfers ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE stock_transfers ADD COLUMN IF NOT EXISTS note text;
ALTER TABLE stock_transfers ADD COLUMN IF NOT EXISTS lines jsonb;
ALTER TABLE stock_transfers ADD COLUMN IF NOT EXISTS sent_at timestamptz;
ALTER TABLE stock_transfers ADD COLUMN IF NOT EXISTS received_at timestamptz;
ALTER TABLE stock_transfers ADD COLUMN IF NOT EXISTS cancelled_at timestamptz;
CREATE INDEX IF NOT EXISTS stock_transfers_to_venue_id_idx ON stock_transfers (to_venue_id);
CREATE INDEX IF NOT EXISTS stock_transfers_venue_id_idx ON stock_transfers (venue_id);
CREATE INDEX IF NOT EXISTS stock_transfers_venue_id_idx ON stock_transfers (venue_id);
CREATE INDEX IF NOT EXISTS stock_transfers_to_venue_id_idx ON stock_transfers (to_venue_id);
CREATE UNIQUE INDEX IF NOT EXISTS stock_transfers_transfer_number_key ON stock_transfers (transfer_number);
