-- Tables the platform needs besides the schema's resources.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Sign-in credentials of the embedded identity provider's users; the password is a scrypt hash.
CREATE TABLE IF NOT EXISTS auth_credentials (
  user_id text PRIMARY KEY,
  user_name text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Sessions, grants and codes of the embedded identity provider, by model and id.
CREATE TABLE IF NOT EXISTS oidc_store (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX IF NOT EXISTS oidc_store_grant_idx ON oidc_store (grant_id);
CREATE INDEX IF NOT EXISTS oidc_store_uid_idx ON oidc_store (uid);

-- The embedded identity provider's signing keys (private JWKs), shared by every server instance.
CREATE TABLE IF NOT EXISTS signing_keys (
  kid text PRIMARY KEY,
  private_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The bytes of uploaded files; their description is the `media` resource.
CREATE TABLE IF NOT EXISTS file_contents (
  id text PRIMARY KEY,
  data bytea NOT NULL
);

-- Verification codes of the embedded provider's password reset (hashed; valid ten minutes, five tries).
CREATE TABLE IF NOT EXISTS password_reset_codes (
  user_id text PRIMARY KEY,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0
);
