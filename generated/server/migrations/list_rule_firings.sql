-- Generated from schema/life/listRuleFirings.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS list_rule_firings (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE list_rule_firings ADD COLUMN IF NOT EXISTS rule_id text;
ALTER TABLE list_rule_firings ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE list_rule_firings ADD COLUMN IF NOT EXISTS fired_at timestamptz;
CREATE INDEX IF NOT EXISTS list_rule_firings_rule_id_idx ON list_rule_firings (rule_id);
CREATE INDEX IF NOT EXISTS list_rule_firings_venue_id_idx ON list_rule_firings (venue_id);
CREATE UNIQUE INDEX IF NOT EXISTS list_rule_firings_rule_id_venue_id_key ON list_rule_firings (rule_id, venue_id);
