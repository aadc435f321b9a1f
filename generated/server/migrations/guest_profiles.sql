-- Generated from schema/guests/guestProfiles.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS guest_profiles (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE guest_profiles ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE guest_profiles ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE guest_profiles ADD COLUMN IF NOT EXISTS first_name text;
ALTER TABLE guest_profiles ADD COLUMN IF NOT EXISTS last_name text;
ALTER TABLE guest_profiles ADD COLUMN IF NOT EXISTS email text;
ALTER TABLE guest_profiles ADD COLUMN IF NOT EXISTS phone text;
ALTER TABLE guest_profiles ADD COLUMN IF NOT EXISTS birth_date date;
ALTER TABLE guest_profiles ADD COLUMN IF NOT EXISTS profile_image_url text;
ALTER TABLE guest_profiles ADD COLUMN IF NOT EXISTS socials_facebook text;
ALTER TABLE guest_profiles ADD COLUMN IF NOT EXISTS socials_instagram text;
ALTER TABLE guest_profiles ADD COLUMN IF NOT EXISTS labels jsonb;
ALTER TABLE guest_profiles ADD COLUMN IF NOT EXISTS interests jsonb;
ALTER TABLE guest_profiles ADD COLUMN IF NOT EXISTS source text DEFAULT 'Manual';
ALTER TABLE guest_profiles ADD COLUMN IF NOT EXISTS field_sources jsonb;
ALTER TABLE guest_profiles ADD COLUMN IF NOT EXISTS referral_code text;
ALTER TABLE guest_profiles ADD COLUMN IF NOT EXISTS referred_by_guest_id text;
ALTER TABLE guest_profiles ADD COLUMN IF NOT EXISTS referred_by_user_id text;
ALTER TABLE guest_profiles ADD COLUMN IF NOT EXISTS visit_count integer;
ALTER TABLE guest_profiles ADD COLUMN IF NOT EXISTS last_visit_at timestamptz;
ALTER TABLE guest_profiles ADD COLUMN IF NOT EXISTS total_spend bigint;
ALTER TABLE guest_profiles ADD COLUMN IF NOT EXISTS points integer;
ALTER TABLE guest_profiles ADD COLUMN IF NOT EXISTS anonymized_at timestamptz;
ALTER TABLE guest_profiles ADD COLUMN IF NOT EXISTS anonymized_by text;
ALTER TABLE guest_profiles ADD COLUMN IF NOT EXISTS name_key text COLLATE "C";
ALTER TABLE guest_profiles ADD COLUMN IF NOT EXISTS first_name_key text COLLATE "C";
ALTER TABLE guest_profiles ADD COLUMN IF NOT EXISTS email_key text COLLATE "C";
ALTER TABLE guest_profiles ADD COLUMN IF NOT EXISTS phone_key text COLLATE "C";
CREATE INDEX IF NOT EXISTS guest_profiles_anonymized_by_idx ON guest_profiles (anonymized_by);
CREATE INDEX IF NOT EXISTS guest_profiles_country_idx ON guest_profiles (country);
CREATE INDEX IF NOT EXISTS guest_profiles_referred_by_guest_id_idx ON guest_profiles (referred_by_guest_id);
CREATE INDEX IF NOT EXISTS guest_profiles_referred_by_user_id_idx ON guest_profiles (referred_by_user_id);
CREATE INDEX IF NOT EXISTS guest_profiles_venue_id_idx ON guest_profiles (venue_id);
CREATE INDEX IF NOT EXISTS guest_profiles_country_name_key_id_idx ON guest_profiles (country, name_key, id);
CREATE INDEX IF NOT EXISTS guest_profiles_country_first_name_key_name_key_id_idx ON guest_profiles (country, first_name_key, name_key, id);
CREATE INDEX IF NOT EXISTS guest_profiles_country_email_key_name_key_first_name_key_id_idx ON guest_profiles (country, email_key, name_key, first_name_key, id);
CREATE INDEX IF NOT EXISTS guest_profiles_country_phone_key_name_key_first_name_key_email_key_id_idx ON guest_profiles (country, phone_key, name_key, first_name_key, email_key, id);
CREATE INDEX IF NOT EXISTS guest_profiles_venue_id_name_key_id_idx ON guest_profiles (venue_id, name_key, id);
CREATE UNIQUE INDEX IF NOT EXISTS guest_profiles_referral_code_key ON guest_profiles (referral_code);
