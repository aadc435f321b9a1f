-- Generated from schema/bookings/bookingCustomers.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS booking_customers (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE booking_customers ADD COLUMN IF NOT EXISTS venue_details_id text;
ALTER TABLE booking_customers ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE booking_customers ADD COLUMN IF NOT EXISTS phone_number text;
ALTER TABLE booking_customers ADD COLUMN IF NOT EXISTS email text;
ALTER TABLE booking_customers ADD COLUMN IF NOT EXISTS company_name text;
ALTER TABLE booking_customers ADD COLUMN IF NOT EXISTS vat_no text;
ALTER TABLE booking_customers ADD COLUMN IF NOT EXISTS deleted timestamptz;
ALTER TABLE booking_customers ADD COLUMN IF NOT EXISTS type integer DEFAULT 0;
CREATE INDEX IF NOT EXISTS booking_customers_venue_details_id_idx ON booking_customers (venue_details_id);
CREATE INDEX IF NOT EXISTS booking_customers_email_lower_idx ON booking_customers (lower(email));
