-- Generated from schema/setup/venueSetupCalendarEntries.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS venue_setup_calendar_entries (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE venue_setup_calendar_entries ADD COLUMN IF NOT EXISTS venue_details_id text;
ALTER TABLE venue_setup_calendar_entries ADD COLUMN IF NOT EXISTS venue_setup_id text;
ALTER TABLE venue_setup_calendar_entries ADD COLUMN IF NOT EXISTS is_active boolean DEFAULT false;
ALTER TABLE venue_setup_calendar_entries ADD COLUMN IF NOT EXISTS from_date date;
ALTER TABLE venue_setup_calendar_entries ADD COLUMN IF NOT EXISTS from_time text;
ALTER TABLE venue_setup_calendar_entries ADD COLUMN IF NOT EXISTS to_date date;
ALTER TABLE venue_setup_calendar_entries ADD COLUMN IF NOT EXISTS to_time text;
ALTER TABLE venue_setup_calendar_entries ADD COLUMN IF NOT EXISTS dates jsonb;
ALTER TABLE venue_setup_calendar_entries ADD COLUMN IF NOT EXISTS in_active_dates jsonb;
ALTER TABLE venue_setup_calendar_entries ADD COLUMN IF NOT EXISTS priority integer DEFAULT 0;
ALTER TABLE venue_setup_calendar_entries ADD COLUMN IF NOT EXISTS deleted timestamptz;
ALTER TABLE venue_setup_calendar_entries ADD COLUMN IF NOT EXISTS calendar_repeat_interval jsonb;
ALTER TABLE venue_setup_calendar_entries ADD COLUMN IF NOT EXISTS type integer DEFAULT 0;
CREATE INDEX IF NOT EXISTS venue_setup_calendar_entries_venue_details_id_idx ON venue_setup_calendar_entries (venue_details_id);
CREATE INDEX IF NOT EXISTS venue_setup_calendar_entries_venue_setup_id_idx ON venue_setup_calendar_entries (venue_setup_id);
