-- Generated from schema/setup/venueDetails.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS venue_details (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE venue_details ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE venue_details ADD COLUMN IF NOT EXISTS venue_portal_id text;
ALTER TABLE venue_details ADD COLUMN IF NOT EXISTS short_name text;
ALTER TABLE venue_details ADD COLUMN IF NOT EXISTS location_id jsonb;
ALTER TABLE venue_details ADD COLUMN IF NOT EXISTS address text;
ALTER TABLE venue_details ADD COLUMN IF NOT EXISTS description text;
ALTER TABLE venue_details ADD COLUMN IF NOT EXISTS image text;
ALTER TABLE venue_details ADD COLUMN IF NOT EXISTS logo text;
ALTER TABLE venue_details ADD COLUMN IF NOT EXISTS images jsonb;
ALTER TABLE venue_details ADD COLUMN IF NOT EXISTS tags jsonb;
ALTER TABLE venue_details ADD COLUMN IF NOT EXISTS legal_documents jsonb;
ALTER TABLE venue_details ADD COLUMN IF NOT EXISTS obs_info text;
ALTER TABLE venue_details ADD COLUMN IF NOT EXISTS deleted timestamptz;
ALTER TABLE venue_details ADD COLUMN IF NOT EXISTS venue_policies jsonb;
ALTER TABLE venue_details ADD COLUMN IF NOT EXISTS seating_strategies jsonb;
ALTER TABLE venue_details ADD COLUMN IF NOT EXISTS booking_on_request_only boolean DEFAULT false;
ALTER TABLE venue_details ADD COLUMN IF NOT EXISTS type integer DEFAULT 0;
ALTER TABLE venue_details ADD COLUMN IF NOT EXISTS start_time_of_day text;
ALTER TABLE venue_details ADD COLUMN IF NOT EXISTS currency_info jsonb;
ALTER TABLE venue_details ADD COLUMN IF NOT EXISTS time_zone_info jsonb;
ALTER TABLE venue_details ADD COLUMN IF NOT EXISTS iso3166_country_code text;
ALTER TABLE venue_details ADD COLUMN IF NOT EXISTS time_zone_code text;
CREATE INDEX IF NOT EXISTS venue_details_venue_portal_id_idx ON venue_details (venue_portal_id);
