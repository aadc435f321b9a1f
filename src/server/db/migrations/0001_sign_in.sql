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
