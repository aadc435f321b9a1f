-- Generated from schema/crm/legalDocuments.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS legal_documents (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE legal_documents ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE legal_documents ADD COLUMN IF NOT EXISTS type text;
ALTER TABLE legal_documents ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE legal_documents ADD COLUMN IF NOT EXISTS language text;
ALTER TABLE legal_documents ADD COLUMN IF NOT EXISTS is_enabled boolean DEFAULT false;
ALTER TABLE legal_documents ADD COLUMN IF NOT EXISTS current_revision integer;
ALTER TABLE legal_documents ADD COLUMN IF NOT EXISTS revisions jsonb;
CREATE INDEX IF NOT EXISTS legal_documents_country_idx ON legal_documents (country);
