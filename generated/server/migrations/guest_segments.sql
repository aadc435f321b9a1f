-- Generated from schema/crm/guestSegments.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS guest_segments (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE guest_segments ADD COLUMN IF NOT EXISTS kind text;
ALTER TABLE guest_segments ADD COLUMN IF NOT EXISTS name text;
CREATE UNIQUE INDEX IF NOT EXISTS guest_segments_kind_name_lower_key ON guest_segments (kind, lower(name));
