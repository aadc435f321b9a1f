import type { FastifyBaseLogger } from 'fastify';
import { clock } from '@/shared/clock';
import type { Db } from './db/connect';
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
];

/**
 * Runs each job a minute after start and then on its interval, one run at a time per job; a failure is logged and
 * retried on the next tick. With several server instances each runs the jobs; the jobs themselves record what they
 * did (the inactivity rules notify once per quiet spell), so a second run finds nothing to do.
 */
export function startJobs(db: Db, log: FastifyBaseLogger, jobs: ScheduledJob[] = JOBS): () => void {
  const timers: NodeJS.Timeout[] = [];
  for (const job of jobs) {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        const done = await db.transaction().execute((trx) => job.run(trx as Db, clock.now()));
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
