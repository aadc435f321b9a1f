-- Generated from schema/procurement/venueRecipes.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS venue_recipes (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE venue_recipes ADD COLUMN IF NOT EXISTS venue_id text;
ALTER TABLE venue_recipes ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE venue_recipes ADD COLUMN IF NOT EXISTS recipe_id text;
ALTER TABLE venue_recipes ADD COLUMN IF NOT EXISTS portions integer DEFAULT 1;
ALTER TABLE venue_recipes ADD COLUMN IF NOT EXISTS lines jsonb;
ALTER TABLE venue_recipes ADD COLUMN IF NOT EXISTS cost_per_portion bigint;
ALTER TABLE venue_recipes ADD COLUMN IF NOT EXISTS is_active boolean DEFAULT true;
CREATE INDEX IF NOT EXISTS venue_recipes_recipe_id_idx ON venue_recipes (recipe_id);
CREATE INDEX IF NOT EXISTS venue_recipes_venue_id_idx ON venue_recipes (venue_id);
CREATE INDEX IF NOT EXISTS venue_recipes_name_prefix_idx ON venue_recipes (lower(name) text_pattern_ops);
