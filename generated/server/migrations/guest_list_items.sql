-- Generated from schema/bookings/guestListItems.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS guest_list_items (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE guest_list_items ADD COLUMN IF NOT EXISTS venue_details_id text;
ALTER TABLE guest_list_items ADD COLUMN IF NOT EXISTS date date;
ALTER TABLE guest_list_items ADD COLUMN IF NOT EXISTS full_name text;
ALTER TABLE guest_list_items ADD COLUMN IF NOT EXISTS email text;
ALTER TABLE guest_list_items ADD COLUMN IF NOT EXISTS phone_number text;
ALTER TABLE guest_list_items ADD COLUMN IF NOT EXISTS guest_count integer DEFAULT 1;
ALTER TABLE guest_list_items ADD COLUMN IF NOT EXISTS note text;
ALTER TABLE guest_list_items ADD COLUMN IF NOT EXISTS rejection_note text;
ALTER TABLE guest_list_items ADD COLUMN IF NOT EXISTS type integer DEFAULT 0;
ALTER TABLE guest_list_items ADD COLUMN IF NOT EXISTS guest_profile_id text;
ALTER TABLE guest_list_items ADD COLUMN IF NOT EXISTS request_state integer DEFAULT 0;
ALTER TABLE guest_list_items ADD COLUMN IF NOT EXISTS arrival_state integer DEFAULT 0;
ALTER TABLE guest_list_items ADD COLUMN IF NOT EXISTS deleted timestamptz;
ALTER TABLE guest_list_items ADD COLUMN IF NOT EXISTS arrivals jsonb;
CREATE INDEX IF NOT EXISTS guest_list_items_venue_details_id_idx ON guest_list_items (venue_details_id);
CREATE INDEX IF NOT EXISTS guest_list_items_venue_details_id_date_idx ON guest_list_items (venue_details_id, date);
