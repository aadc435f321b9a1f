-- When a scheduled job last ran, by any server instance: instances sharing the database run each job once per interval.
CREATE TABLE IF NOT EXISTS job_runs (
  name text PRIMARY KEY,
  last_run_at timestamptz NOT NULL,
  done integer NOT NULL DEFAULT 0
);
