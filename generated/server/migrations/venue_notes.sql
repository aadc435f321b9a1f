-- Generated from schema/bookings/venueNotes.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS venue_notes (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE venue_notes ADD COLUMN IF NOT EXISTS venue_details_id text;
ALTER TABLE venue_notes ADD COLUMN IF NOT EXISTS date date;
ALTER TABLE venue_notes ADD COLUMN IF NOT EXISTS message text;
ALTER TABLE venue_notes ADD COLUMN IF NOT EXISTS type integer DEFAULT 0;
ALTER TABLE venue_notes ADD COLUMN IF NOT EXISTS booking_closed boolean DEFAULT false;
ALTER TABLE venue_notes ADD COLUMN IF NOT EXISTS deleted timestamptz;
CREATE INDEX IF NOT EXISTS venue_notes_venue_details_id_idx ON venue_notes (venue_details_id);
CREATE INDEX IF NOT EXISTS venue_notes_venue_details_id_date_idx ON venue_notes (venue_details_id, date);
