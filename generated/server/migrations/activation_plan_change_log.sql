-- Generated from schema/venue/activationPlanChangeLog.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS activation_plan_change_log (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE activation_plan_change_log ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE activation_plan_change_log ADD COLUMN IF NOT EXISTS at timestamptz;
ALTER TABLE activation_plan_change_log ADD COLUMN IF NOT EXISTS entity text;
ALTER TABLE activation_plan_change_log ADD COLUMN IF NOT EXISTS entity_id text;
ALTER TABLE activation_plan_change_log ADD COLUMN IF NOT EXISTS change text;
ALTER TABLE activation_plan_change_log ADD COLUMN IF NOT EXISTS summary text;
ALTER TABLE activation_plan_change_log ADD COLUMN IF NOT EXISTS user_name text;
ALTER TABLE activation_plan_change_log ADD COLUMN IF NOT EXISTS details jsonb;
CREATE INDEX IF NOT EXISTS activation_plan_change_log_venue_id_idx ON activation_plan_change_log (venue_id);
CREATE INDEX IF NOT EXISTS activation_plan_change_log_venue_id_at_idx ON activation_plan_change_log (venue_id, at);
