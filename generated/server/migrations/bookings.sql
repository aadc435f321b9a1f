-- Generated from schema/bookings/bookings.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS bookings (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS venue_details_id text;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS venue_setup_id text;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS venue_section_id text;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS venue_table_id text;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS booking_state integer DEFAULT 1;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS arrival_state integer DEFAULT 0;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS type integer DEFAULT 0;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS guest_count integer;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS arrival timestamptz;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS departure timestamptz;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS customer_message text;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS booking_messages jsonb;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS order_lines jsonb;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS tags jsonb;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS caseworker text;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS host text;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS notify_caseworker boolean DEFAULT false;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS payment_received boolean DEFAULT false;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS notes jsonb;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS event_id text;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS minimum_spend bigint;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS booking_customer_id text;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS deleted timestamptz;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS arrivals jsonb;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS change_log jsonb;
CREATE INDEX IF NOT EXISTS bookings_booking_customer_id_idx ON bookings (booking_customer_id);
CREATE INDEX IF NOT EXISTS bookings_event_id_idx ON bookings (event_id);
CREATE INDEX IF NOT EXISTS bookings_venue_details_id_idx ON bookings (venue_details_id);
CREATE INDEX IF NOT EXISTS bookings_venue_section_id_idx ON bookings (venue_section_id);
CREATE INDEX IF NOT EXISTS bookings_venue_setup_id_idx ON bookings (venue_setup_id);
CREATE INDEX IF NOT EXISTS bookings_venue_table_id_idx ON bookings (venue_table_id);
CREATE INDEX IF NOT EXISTS bookings_venue_details_id_arrival_idx ON bookings (venue_details_id, arrival);
CREATE INDEX IF NOT EXISTS bookings_venue_table_id_arrival_idx ON bookings (venue_table_id, arrival);
