import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { clock } from '@/shared/clock';
import type { Db } from './db/connect';
import { queueNightlyDuplicateSearches } from './domain/guests/duplicateJob';
import { cleanUpGuestImports } from './domain/guests/guestImportCleanup';
import { applyRetentionSchedules } from './domain/guests/retentionJob';
import { checkListInactivity } from './domain/life/listRuleNotifications';
import { checkMeetingInactivity } from './domain/life/meetingRuleNotifications';
import { deleteOldRealtimeEvents } from './realtime/bus';

/** A check the server runs every so often, such as the inactivity rules of meetings. */
export interface ScheduledJob {
  name: string;
  everyMs: number;
  run(db: Db, now: Date): Promise<number>;
}

/** Every scheduled job; areas add theirs here. */
export const JOBS: ScheduledJob[] = [
  { name: 'meeting inactivity rules', everyMs: 15 * 60_000, run: checkMeetingInactivity },
  { name: 'list inactivity rules', everyMs: 15 * 60_000, run: checkListInactivity },
  { name: 'old realtime events', everyMs: 15 * 60_000, run: deleteOldRealtimeEvents },
  // Hourly, so that each country's night window (domain/guests/retentionJob.ts) sees a tick or more.
  { name: 'guest retention', everyMs: 60 * 60_000, run: applyRetentionSchedules },
  // Hourly, like retention: queues each country's duplicate search in its night; the instances' workers run it.
  { name: 'guest duplicates', everyMs: 60 * 60_000, run: queueNightlyDuplicateSearches },
  { name: 'guest import rows', everyMs: 60 * 60_000, run: cleanUpGuestImports },
];

/** A tick a little early (timers drift, instances start at other moments) still finds the job's last run recent. */
const EARLY = 0.9;

/**
 * Runs the job if no instance ran it in the last interval, and records the run, in one transaction: `null` when it
 * was not due or another instance is running it now (a try-lock: nobody waits for a long job to end).
 */
export async function runIfDue(db: Db, job: ScheduledJob, now: Date): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const locked = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(hashtextextended(${`venue-portal job ${job.name}`}, 0)) AS locked`.execute(trx);
    if (!locked.rows[0]?.locked) return null;
    const last = await sql<{ lastRunAt: Date }>`SELECT last_run_at AS "lastRunAt" FROM job_runs WHERE name = ${job.name}`.execute(trx);
    const lastRunAt = last.rows[0]?.lastRunAt;
    if (lastRunAt && now.getTime() - new Date(lastRunAt).getTime() < job.everyMs * EARLY) return null;
    const done = await job.run(trx as Db, now);
    await sql`INSERT INTO job_runs (name, last_run_at, done) VALUES (${job.name}, ${now}, ${done})
      ON CONFLICT (name) DO UPDATE SET last_run_at = EXCLUDED.last_run_at, done = EXCLUDED.done`.execute(trx);
    return done;
  });
}

/**
 * Ticks each job a minute after start and then on its interval, one tick at a time per job; a failure is logged and
 * retried on the next tick. Every instance ticks; `runIfDue` lets one of them run the job each interval.
 */
export function startJobs(db: Db, log: FastifyBaseLogger, jobs: ScheduledJob[] = JOBS, runJob = runIfDue): () => void {
  const timers: NodeJS.Timeout[] = [];
  for (const job of jobs) {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        const done = await runJob(db, job, clock.now());
        if (done) log.info({ job: job.name, done }, 'scheduled job ran');
      } catch (error) {
        log.error({ err: error, job: job.name }, 'scheduled job failed');
      } finally {
        running = false;
      }
    };
    const first = setTimeout(() => {
      void tick();
      const every = setInterval(() => void tick(), job.everyMs);
      every.unref();
      timers.push(every);
    }, 60_000);
    first.unref();
    timers.push(first);
  }
  return () => timers.forEach((t) => clearTimeout(t));
}
