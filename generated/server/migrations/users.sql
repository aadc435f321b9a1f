-- Generated from schema/shell/users.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS users (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE users ADD COLUMN IF NOT EXISTS user_name text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS first_name text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS last_name text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS email text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS phone text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS tags jsonb;
ALTER TABLE users ADD COLUMN IF NOT EXISTS locale text;
CREATE INDEX IF NOT EXISTS users_user_name_idx ON users (user_name);
CREATE INDEX IF NOT EXISTS users_name_prefix_idx ON users (lower(name) text_pattern_ops);
