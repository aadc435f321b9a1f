-- Generated from schema/pos/posDevices.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS pos_devices (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE pos_devices ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE pos_devices ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE pos_devices ADD COLUMN IF NOT EXISTS location_id text;
ALTER TABLE pos_devices ADD COLUMN IF NOT EXISTS must_request_tip boolean DEFAULT false;
CREATE INDEX IF NOT EXISTS pos_devices_venue_id_idx ON pos_devices (venue_id);
CREATE UNIQUE INDEX IF NOT EXISTS pos_devices_venue_id_name_key ON pos_devices (venue_id, name);
