-- Generated from schema/shell/roles.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS roles (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE roles ADD COLUMN IF NOT EXISTS role_id text;
ALTER TABLE roles ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE roles ADD COLUMN IF NOT EXISTS permissions jsonb;
CREATE UNIQUE INDEX IF NOT EXISTS roles_role_id_key ON roles (role_id);
