-- Generated from schema/guests/guestRequests.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS guest_requests (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE guest_requests ADD COLUMN IF NOT EXISTS guest_id text;
ALTER TABLE guest_requests ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE guest_requests ADD COLUMN IF NOT EXISTS type text;
ALTER TABLE guest_requests ADD COLUMN IF NOT EXISTS received_on date;
ALTER TABLE guest_requests ADD COLUMN IF NOT EXISTS due_on date;
ALTER TABLE guest_requests ADD COLUMN IF NOT EXISTS status text DEFAULT 'Open';
ALTER TABLE guest_requests ADD COLUMN IF NOT EXISTS refusal_reason text;
ALTER TABLE guest_requests ADD COLUMN IF NOT EXISTS handled_by text;
ALTER TABLE guest_requests ADD COLUMN IF NOT EXISTS notes text;
CREATE INDEX IF NOT EXISTS guest_requests_country_idx ON guest_requests (country);
CREATE INDEX IF NOT EXISTS guest_requests_guest_id_idx ON guest_requests (guest_id);
CREATE INDEX IF NOT EXISTS guest_requests_handled_by_idx ON guest_requests (handled_by);
CREATE INDEX IF NOT EXISTS guest_requests_country_status_due_on_idx ON guest_requests (country, status, due_on);
CREATE INDEX IF NOT EXISTS guest_requests_guest_id_idx ON guest_requests (guest_id);
