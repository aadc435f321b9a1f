-- Generated from schema/guests/guestNotes.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS guest_notes (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE guest_notes ADD COLUMN IF NOT EXISTS guest_id text;
ALTER TABLE guest_notes ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE guest_notes ADD COLUMN IF NOT EXISTS text text;
CREATE INDEX IF NOT EXISTS guest_notes_guest_id_idx ON guest_notes (guest_id);
CREATE INDEX IF NOT EXISTS guest_notes_venue_id_idx ON guest_notes (venue_id);
