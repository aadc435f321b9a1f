-- Generated from schema/bookings/bookingTags.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS booking_tags (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE booking_tags ADD COLUMN IF NOT EXISTS tag text;
ALTER TABLE booking_tags ADD COLUMN IF NOT EXISTS translations jsonb;
ALTER TABLE booking_tags ADD COLUMN IF NOT EXISTS is_free_text boolean DEFAULT false;
ALTER TABLE booking_tags ADD COLUMN IF NOT EXISTS sort_order integer DEFAULT 0;
CREATE UNIQUE INDEX IF NOT EXISTS booking_tags_tag_key ON booking_tags (tag);
