-- Generated from schema/venue/activationPlanEvents.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS activation_plan_events (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE activation_plan_events ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE activation_plan_events ADD COLUMN IF NOT EXISTS date date;
ALTER TABLE activation_plan_events ADD COLUMN IF NOT EXISTS title text;
ALTER TABLE activation_plan_events ADD COLUMN IF NOT EXISTS category text DEFAULT 'other';
ALTER TABLE activation_plan_events ADD COLUMN IF NOT EXISTS start_time text;
ALTER TABLE activation_plan_events ADD COLUMN IF NOT EXISTS description text;
ALTER TABLE activation_plan_events ADD COLUMN IF NOT EXISTS planned_cost bigint;
ALTER TABLE activation_plan_events ADD COLUMN IF NOT EXISTS template_id text;
ALTER TABLE activation_plan_events ADD COLUMN IF NOT EXISTS template_key text;
CREATE INDEX IF NOT EXISTS activation_plan_events_venue_id_idx ON activation_plan_events (venue_id);
CREATE INDEX IF NOT EXISTS activation_plan_events_venue_id_date_idx ON activation_plan_events (venue_id, date);
CREATE INDEX IF NOT EXISTS activation_plan_events_title_prefix_idx ON activation_plan_events (lower(title) text_pattern_ops);
