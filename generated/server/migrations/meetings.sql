-- Generated from schema/life/meetings.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS meetings (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE meetings ADD COLUMN IF NOT EXISTS title text;
ALTER TABLE meetings ADD COLUMN IF NOT EXISTS type text DEFAULT 'Weekly';
ALTER TABLE meetings ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE meetings ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE meetings ADD COLUMN IF NOT EXISTS steps jsonb;
ALTER TABLE meetings ADD COLUMN IF NOT EXISTS power_bi_report_id text;
ALTER TABLE meetings ADD COLUMN IF NOT EXISTS description text;
ALTER TABLE meetings ADD COLUMN IF NOT EXISTS is_active boolean DEFAULT true;
CREATE INDEX IF NOT EXISTS meetings_country_idx ON meetings (country);
CREATE INDEX IF NOT EXISTS meetings_power_bi_report_id_idx ON meetings (power_bi_report_id);
CREATE INDEX IF NOT EXISTS meetings_venue_id_idx ON meetings (venue_id);
CREATE INDEX IF NOT EXISTS meetings_country_idx ON meetings (country);
CREATE INDEX IF NOT EXISTS meetings_venue_id_idx ON meetings (venue_id);
CREATE INDEX IF NOT EXISTS meetings_title_prefix_idx ON meetings (lower(title) text_pattern_ops);
