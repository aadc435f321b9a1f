-- Generated from schema/bookings/bookingEvents.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS booking_events (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE booking_events ADD COLUMN IF NOT EXISTS venue_details_id text;
ALTER TABLE booking_events ADD COLUMN IF NOT EXISTS event_name text;
ALTER TABLE booking_events ADD COLUMN IF NOT EXISTS event_start timestamptz;
ALTER TABLE booking_events ADD COLUMN IF NOT EXISTS event_end timestamptz;
ALTER TABLE booking_events ADD COLUMN IF NOT EXISTS description text;
ALTER TABLE booking_events ADD COLUMN IF NOT EXISTS image_link text;
ALTER TABLE booking_events ADD COLUMN IF NOT EXISTS venue_setup_id text;
ALTER TABLE booking_events ADD COLUMN IF NOT EXISTS venue_section_id text;
ALTER TABLE booking_events ADD COLUMN IF NOT EXISTS type integer DEFAULT 0;
ALTER TABLE booking_events ADD COLUMN IF NOT EXISTS deleted timestamptz;
CREATE INDEX IF NOT EXISTS booking_events_venue_details_id_idx ON booking_events (venue_details_id);
CREATE INDEX IF NOT EXISTS booking_events_venue_section_id_idx ON booking_events (venue_section_id);
CREATE INDEX IF NOT EXISTS booking_events_venue_setup_id_idx ON booking_events (venue_setup_id);
