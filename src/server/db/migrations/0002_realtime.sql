-- Realtime events too large for a NOTIFY payload (8000 bytes): the notification names the row instead.
CREATE TABLE IF NOT EXISTS realtime_events (
  id bigserial PRIMARY KEY,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS realtime_events_created_at_idx ON realtime_events (created_at);
