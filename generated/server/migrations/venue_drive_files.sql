-- Generated from schema/venue/venueDriveFiles.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS venue_drive_files (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE venue_drive_files ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE venue_drive_files ADD COLUMN IF NOT EXISTS domain_permission text;
CREATE INDEX IF NOT EXISTS venue_drive_files_venue_id_idx ON venue_drive_files (venue_id);
CREATE INDEX IF NOT EXISTS venue_drive_files_domain_permission_idx ON venue_drive_files (domain_permission);
