-- Generated from schema/crm/campaignOutbox.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS campaign_outbox (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE campaign_outbox ADD COLUMN IF NOT EXISTS venue_campaign_id text;
ALTER TABLE campaign_outbox ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE campaign_outbox ADD COLUMN IF NOT EXISTS channel text;
ALTER TABLE campaign_outbox ADD COLUMN IF NOT EXISTS recipient text;
ALTER TABLE campaign_outbox ADD COLUMN IF NOT EXISTS subject text;
ALTER TABLE campaign_outbox ADD COLUMN IF NOT EXISTS body text;
CREATE INDEX IF NOT EXISTS campaign_outbox_venue_campaign_id_idx ON campaign_outbox (venue_campaign_id);
CREATE INDEX IF NOT EXISTS campaign_outbox_venue_id_idx ON campaign_outbox (venue_id);
CREATE INDEX IF NOT EXISTS campaign_outbox_venue_campaign_id_idx ON campaign_outbox (venue_campaign_id);
