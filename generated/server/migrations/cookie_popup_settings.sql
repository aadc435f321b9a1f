-- Generated from schema/crm/cookiePopupSettings.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS cookie_popup_settings (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE cookie_popup_settings ADD COLUMN IF NOT EXISTS title jsonb;
ALTER TABLE cookie_popup_settings ADD COLUMN IF NOT EXISTS text jsonb;
ALTER TABLE cookie_popup_settings ADD COLUMN IF NOT EXISTS accept_all_label jsonb;
ALTER TABLE cookie_popup_settings ADD COLUMN IF NOT EXISTS reject_all_label jsonb;
ALTER TABLE cookie_popup_settings ADD COLUMN IF NOT EXISTS settings_label jsonb;
ALTER TABLE cookie_popup_settings ADD COLUMN IF NOT EXISTS show_reject_all boolean DEFAULT true;
ALTER TABLE cookie_popup_settings ADD COLUMN IF NOT EXISTS position text DEFAULT 'bottom';
ALTER TABLE cookie_popup_settings ADD COLUMN IF NOT EXISTS primary_color text;
ALTER TABLE cookie_popup_settings ADD COLUMN IF NOT EXISTS consent_lifetime_days integer DEFAULT 365;
ALTER TABLE cookie_popup_settings ADD COLUMN IF NOT EXISTS cookie_policy_document_id text;
CREATE INDEX IF NOT EXISTS cookie_popup_settings_cookie_policy_document_id_idx ON cookie_popup_settings (cookie_policy_document_id);
