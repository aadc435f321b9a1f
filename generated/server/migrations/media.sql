-- Generated from schema/shell/media.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS media (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE media ADD COLUMN IF NOT EXISTS type text;
ALTER TABLE media ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE media ADD COLUMN IF NOT EXISTS content_type text;
ALTER TABLE media ADD COLUMN IF NOT EXISTS size integer;
ALTER TABLE media ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE media ADD COLUMN IF NOT EXISTS folder text;
CREATE INDEX IF NOT EXISTS media_type_idx ON media (type);
CREATE INDEX IF NOT EXISTS media_venue_id_idx ON media (venue_id);
