-- Generated from schema/venue/meetingInstances.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS meeting_instances (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE meeting_instances ADD COLUMN IF NOT EXISTS meeting_id text;
ALTER TABLE meeting_instances ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE meeting_instances ADD COLUMN IF NOT EXISTS "when" timestamptz;
ALTER TABLE meeting_instances ADD COLUMN IF NOT EXISTS when_year integer;
ALTER TABLE meeting_instances ADD COLUMN IF NOT EXISTS period integer;
ALTER TABLE meeting_instances ADD COLUMN IF NOT EXISTS meeting jsonb;
ALTER TABLE meeting_instances ADD COLUMN IF NOT EXISTS status text DEFAULT 'created';
ALTER TABLE meeting_instances ADD COLUMN IF NOT EXISTS facilitator text;
ALTER TABLE meeting_instances ADD COLUMN IF NOT EXISTS attendees jsonb;
ALTER TABLE meeting_instances ADD COLUMN IF NOT EXISTS notes text;
ALTER TABLE meeting_instances ADD COLUMN IF NOT EXISTS mentions jsonb;
ALTER TABLE meeting_instances ADD COLUMN IF NOT EXISTS decisions text;
ALTER TABLE meeting_instances ADD COLUMN IF NOT EXISTS action_items jsonb;
ALTER TABLE meeting_instances ADD COLUMN IF NOT EXISTS step_notes jsonb;
ALTER TABLE meeting_instances ADD COLUMN IF NOT EXISTS current_step integer DEFAULT 0;
ALTER TABLE meeting_instances ADD COLUMN IF NOT EXISTS started_at timestamptz;
ALTER TABLE meeting_instances ADD COLUMN IF NOT EXISTS ended_at timestamptz;
CREATE INDEX IF NOT EXISTS meeting_instances_meeting_id_idx ON meeting_instances (meeting_id);
CREATE INDEX IF NOT EXISTS meeting_instances_venue_id_idx ON meeting_instances (venue_id);
CREATE UNIQUE INDEX IF NOT EXISTS meeting_instances_venue_id_meeting_id_when_year_period_key ON meeting_instances (venue_id, meeting_id, when_year, period);
