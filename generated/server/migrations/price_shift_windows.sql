-- Generated from schema/pos/priceShiftWindows.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS price_shift_windows (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE price_shift_windows ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE price_shift_windows ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE price_shift_windows ADD COLUMN IF NOT EXISTS price_group_id text;
ALTER TABLE price_shift_windows ADD COLUMN IF NOT EXISTS weekdays jsonb;
ALTER TABLE price_shift_windows ADD COLUMN IF NOT EXISTS from_time text;
ALTER TABLE price_shift_windows ADD COLUMN IF NOT EXISTS to_time text;
ALTER TABLE price_shift_windows ADD COLUMN IF NOT EXISTS valid_from date;
ALTER TABLE price_shift_windows ADD COLUMN IF NOT EXISTS valid_to date;
ALTER TABLE price_shift_windows ADD COLUMN IF NOT EXISTS is_active boolean DEFAULT true;
CREATE INDEX IF NOT EXISTS price_shift_windows_venue_id_idx ON price_shift_windows (venue_id);
