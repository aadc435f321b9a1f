-- Generated from schema/crm/feedback.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS feedback (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE feedback ADD COLUMN IF NOT EXISTS category text DEFAULT 'Idea';
ALTER TABLE feedback ADD COLUMN IF NOT EXISTS message text;
ALTER TABLE feedback ADD COLUMN IF NOT EXISTS rating integer;
ALTER TABLE feedback ADD COLUMN IF NOT EXISTS page text;
