-- Sign-in state every server instance shares. Each statement may run again (the file runs whenever its text changes).

-- Sessions ended before their access tokens expire (signed out, or a used refresh token presented again). Every API
-- call checks its token's session here. `session_key` is `sid:<the token's sid>`, or `user:<user id>` for tokens
-- without a sid (then the tokens issued up to `ended_at` are refused).
CREATE TABLE IF NOT EXISTS ended_sessions (
  session_key text PRIMARY KEY,
  ended_at timestamptz NOT NULL,
  reason text NOT NULL,
  keep_until timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS ended_sessions_keep_until_idx ON ended_sessions (keep_until);

-- Failed sign-ins in a row per account (`account:<user name>`) and per client address (`address:<ip or IPv6 /64>`),
-- so password guessing slows down alike on every instance.
CREATE TABLE IF NOT EXISTS sign_in_failures (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS sign_in_failures_last_failure_at_idx ON sign_in_failures (last_failure_at);

-- Outside the demo the embedded provider's signing key is kept encrypted (a JWE made with SIGNING_KEY_SECRET) in
-- `sealed_jwk`; `private_jwk` then stays empty.
ALTER TABLE signing_keys ADD COLUMN IF NOT EXISTS sealed_jwk text;
ALTER TABLE signing_keys ALTER COLUMN private_jwk DROP NOT NULL;
