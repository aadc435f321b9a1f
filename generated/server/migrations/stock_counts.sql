-- Generated from schema/pos/stockCounts.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS stock_counts (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE stock_counts ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE stock_counts ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE stock_counts ADD COLUMN IF NOT EXISTS count_date date;
ALTER TABLE stock_counts ADD COLUMN IF NOT EXISTS storage_id text;
ALTER TABLE stock_counts ADD COLUMN IF NOT EXISTS state text;
ALTER TABLE stock_counts ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE stock_counts ADD COLUMN IF NOT EXISTS currency text;
ALTER TABLE stock_counts ADD COLUMN IF NOT EXISTS note text;
ALTER TABLE stock_counts ADD COLUMN IF NOT EXISTS lines jsonb;
ALTER TABLE stock_counts ADD COLUMN IF NOT EXISTS variance_value bigint;
ALTER TABLE stock_counts ADD COLUMN IF NOT EXISTS activated_at timestamptz;
ALTER TABLE stock_counts ADD COLUMN IF NOT EXISTS completed_at timestamptz;
ALTER TABLE stock_counts ADD COLUMN IF NOT EXISTS cancelled_at timestamptz;
CREATE INDEX IF NOT EXISTS stock_counts_venue_id_idx ON stock_counts (venue_id);
CREATE INDEX IF NOT EXISTS stock_counts_venue_id_state_idx ON stock_counts (venue_id, state);
CREATE UNIQUE INDEX IF NOT EXISTS stock_counts_venue_id_state_active_key ON stock_counts (venue_id) WHERE state = 'Active';
