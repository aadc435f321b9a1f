-- Generated from schema/crm/venueCampaigns.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS venue_campaigns (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE venue_campaigns ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE venue_campaigns ADD COLUMN IF NOT EXISTS master_id text;
ALTER TABLE venue_campaigns ADD COLUMN IF NOT EXISTS title text;
ALTER TABLE venue_campaigns ADD COLUMN IF NOT EXISTS status text DEFAULT 'ReadyToFillOut';
ALTER TABLE venue_campaigns ADD COLUMN IF NOT EXISTS email_template_id text;
ALTER TABLE venue_campaigns ADD COLUMN IF NOT EXISTS description text;
ALTER TABLE venue_campaigns ADD COLUMN IF NOT EXISTS email_subject text;
ALTER TABLE venue_campaigns ADD COLUMN IF NOT EXISTS email_html text;
ALTER TABLE venue_campaigns ADD COLUMN IF NOT EXISTS sms_text text;
ALTER TABLE venue_campaigns ADD COLUMN IF NOT EXISTS np_push_title text;
ALTER TABLE venue_campaigns ADD COLUMN IF NOT EXISTS np_push_body text;
ALTER TABLE venue_campaigns ADD COLUMN IF NOT EXISTS np_push_cta_name text;
ALTER TABLE venue_campaigns ADD COLUMN IF NOT EXISTS np_push_cta_url text;
ALTER TABLE venue_campaigns ADD COLUMN IF NOT EXISTS email_date date;
ALTER TABLE venue_campaigns ADD COLUMN IF NOT EXISTS sms_date date;
ALTER TABLE venue_campaigns ADD COLUMN IF NOT EXISTS push_date date;
ALTER TABLE venue_campaigns ADD COLUMN IF NOT EXISTS submit_comment text;
ALTER TABLE venue_campaigns ADD COLUMN IF NOT EXISTS approval_comment text;
ALTER TABLE venue_campaigns ADD COLUMN IF NOT EXISTS rejected_comment text;
ALTER TABLE venue_campaigns ADD COLUMN IF NOT EXISTS submitted_at timestamptz;
ALTER TABLE venue_campaigns ADD COLUMN IF NOT EXISTS status_before_master_approval text;
ALTER TABLE venue_campaigns ADD COLUMN IF NOT EXISTS statistics jsonb;
ALTER TABLE venue_campaigns ADD COLUMN IF NOT EXISTS history jsonb;
CREATE INDEX IF NOT EXISTS venue_campaigns_email_template_id_idx ON venue_campaigns (email_template_id);
CREATE INDEX IF NOT EXISTS venue_campaigns_master_id_idx ON venue_campaigns (master_id);
CREATE INDEX IF NOT EXISTS venue_campaigns_venue_id_idx ON venue_campaigns (venue_id);
CREATE INDEX IF NOT EXISTS venue_campaigns_venue_id_status_idx ON venue_campaigns (venue_id, status);
CREATE INDEX IF NOT EXISTS venue_campaigns_status_idx ON venue_campaigns (status);
CREATE INDEX IF NOT EXISTS venue_campaigns_title_prefix_idx ON venue_campaigns (lower(title) text_pattern_ops);
