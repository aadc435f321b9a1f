-- Generated from schema/venue/venueDrive.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS venue_drive (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE venue_drive ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE venue_drive ADD COLUMN IF NOT EXISTS path text;
CREATE INDEX IF NOT EXISTS venue_drive_venue_id_idx ON venue_drive (venue_id);
CREATE UNIQUE INDEX IF NOT EXISTS venue_drive_venue_id_path_key ON venue_drive (venue_id, path);
