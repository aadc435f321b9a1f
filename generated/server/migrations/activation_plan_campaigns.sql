-- Generated from schema/venue/activationPlanCampaigns.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS activation_plan_campaigns (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE activation_plan_campaigns ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE activation_plan_campaigns ADD COLUMN IF NOT EXISTS year integer;
ALTER TABLE activation_plan_campaigns ADD COLUMN IF NOT EXISTS month integer;
ALTER TABLE activation_plan_campaigns ADD COLUMN IF NOT EXISTS title text;
ALTER TABLE activation_plan_campaigns ADD COLUMN IF NOT EXISTS channel text DEFAULT 'inVenue';
ALTER TABLE activation_plan_campaigns ADD COLUMN IF NOT EXISTS description text;
ALTER TABLE activation_plan_campaigns ADD COLUMN IF NOT EXISTS planned_cost bigint;
ALTER TABLE activation_plan_campaigns ADD COLUMN IF NOT EXISTS is_h_q boolean DEFAULT false;
ALTER TABLE activation_plan_campaigns ADD COLUMN IF NOT EXISTS template_id text;
ALTER TABLE activation_plan_campaigns ADD COLUMN IF NOT EXISTS template_key text;
CREATE INDEX IF NOT EXISTS activation_plan_campaigns_venue_id_idx ON activation_plan_campaigns (venue_id);
CREATE INDEX IF NOT EXISTS activation_plan_campaigns_venue_id_year_month_idx ON activation_plan_campaigns (venue_id, year, month);
