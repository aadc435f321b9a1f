-- Generated from schema/pos/waiterLists.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS waiter_lists (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE waiter_lists ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE waiter_lists ADD COLUMN IF NOT EXISTS date date;
ALTER TABLE waiter_lists ADD COLUMN IF NOT EXISTS waiters jsonb;
CREATE INDEX IF NOT EXISTS waiter_lists_venue_id_idx ON waiter_lists (venue_id);
CREATE UNIQUE INDEX IF NOT EXISTS waiter_lists_venue_id_date_key ON waiter_lists (venue_id, date);
