-- Generated from schema/venue/activationPlanBudgets.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS activation_plan_budgets (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE activation_plan_budgets ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE activation_plan_budgets ADD COLUMN IF NOT EXISTS year integer;
ALTER TABLE activation_plan_budgets ADD COLUMN IF NOT EXISTS month integer;
ALTER TABLE activation_plan_budgets ADD COLUMN IF NOT EXISTS amount bigint;
ALTER TABLE activation_plan_budgets ADD COLUMN IF NOT EXISTS note text;
CREATE INDEX IF NOT EXISTS activation_plan_budgets_venue_id_idx ON activation_plan_budgets (venue_id);
CREATE UNIQUE INDEX IF NOT EXISTS activation_plan_budgets_venue_id_year_month_key ON activation_plan_budgets (venue_id, year, month);
