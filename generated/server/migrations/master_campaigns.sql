-- Generated from schema/crm/masterCampaigns.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS master_campaigns (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE master_campaigns ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE master_campaigns ADD COLUMN IF NOT EXISTS status text DEFAULT 'Draft';
ALTER TABLE master_campaigns ADD COLUMN IF NOT EXISTS venue_ids jsonb;
ALTER TABLE master_campaigns ADD COLUMN IF NOT EXISTS email_template_id text;
ALTER TABLE master_campaigns ADD COLUMN IF NOT EXISTS description text;
ALTER TABLE master_campaigns ADD COLUMN IF NOT EXISTS email_subject text;
ALTER TABLE master_campaigns ADD COLUMN IF NOT EXISTS email_html text;
ALTER TABLE master_campaigns ADD COLUMN IF NOT EXISTS sms_text text;
ALTER TABLE master_campaigns ADD COLUMN IF NOT EXISTS np_push_title text;
ALTER TABLE master_campaigns ADD COLUMN IF NOT EXISTS np_push_body text;
ALTER TABLE master_campaigns ADD COLUMN IF NOT EXISTS np_push_cta_name text;
ALTER TABLE master_campaigns ADD COLUMN IF NOT EXISTS np_push_cta_url text;
ALTER TABLE master_campaigns ADD COLUMN IF NOT EXISTS email_date date;
ALTER TABLE master_campaigns ADD COLUMN IF NOT EXISTS sms_date date;
ALTER TABLE master_campaigns ADD COLUMN IF NOT EXISTS push_date date;
ALTER TABLE master_campaigns ADD COLUMN IF NOT EXISTS activation_comment text;
ALTER TABLE master_campaigns ADD COLUMN IF NOT EXISTS activated_at timestamptz;
ALTER TABLE master_campaigns ADD COLUMN IF NOT EXISTS approved_for_sending_at timestamptz;
ALTER TABLE master_campaigns ADD COLUMN IF NOT EXISTS history jsonb;
CREATE INDEX IF NOT EXISTS master_campaigns_email_template_id_idx ON master_campaigns (email_template_id);
CREATE INDEX IF NOT EXISTS master_campaigns_name_prefix_idx ON master_campaigns (lower(name) text_pattern_ops);
