import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle, type Db } from '@/server/db/connect';
import { migrate } from '@/server/db/migrate';
import { runIfDue, type ScheduledJob } from '@/server/jobs';
import { emptyPostgresDatabase } from '../support/emptyPostgresDatabase';

/** Each scheduled job runs once per interval, whichever instance ticks, on the embedded database and on PostgreSQL. */
const url = process.env.TEST_DATABASE_URL;
const AT = new Date('2026-11-26T03:50:00Z');
const EVERY = 15 * 60_000;
const after = (minutes: number) => new Date(AT.getTime() + minutes * 60_000);

function counting(name: string, work: (db: Db) => Promise<unknown> = async () => undefined) {
  const runs: Date[] = [];
  const job: ScheduledJob = {
    name,
    everyMs: EVERY,
    run: async (db, now) => {
      await work(db);
      runs.push(now);
      return 3;
    },
  };
  return { job, runs };
}

const lastRun = async (db: Db, name: string) =>
  (await sql<{ lastRunAt: Date; done: number }>`SELECT last_run_at AS "lastRunAt", done FROM job_runs WHERE name = ${name}`.execute(db)).rows[0];

describe.each([
  ['the embedded database', false],
  ['PostgreSQL', true],
] as const)('scheduled jobs on %s', (_, postgres) => {
  const handles: DatabaseHandle[] = [];
  let db: Db;
  beforeAll(async () => {
    if (postgres && !url) return;
    const databaseUrl = postgres ? await emptyPostgresDatabase(url!, 'job_runs') : undefined;
    const open = () => openDatabase({ databaseUrl, dataDir: 'memory://' });
    handles.push(await open());
    db = handles[0].db;
    await migrate(db);
    // A second instance: its own pool of connections to the same database.
    if (postgres) handles.push(await open());
  }, 60_000);
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
  });

  it.skipIf(postgres && !url)('run a due job, record the run, and wait a whole interval before the next', async () => {
    const { job, runs } = counting('interval');
    expect(await runIfDue(db, job, AT)).toBe(3);
    expect(await runIfDue(db, job, after(5))).toBeNull();
    expect(await runIfDue(db, job, after(13))).toBeNull();
    expect(await runIfDue(db, job, after(15))).toBe(3);
    expect(runs).toEqual([AT, after(15)]);
    expect(await lastRun(db, 'interval')).toEqual({ lastRunAt: after(15), done: 3 });
  });

  it.skipIf(postgres && !url)('record nothing of a failed run, so the next tick runs the job again', async () => {
    let fail = true;
    const { job, runs } = counting('flaky', async () => {
      if (fail) throw new Error('down');
    });
    await expect(runIfDue(db, job, AT)).rejects.toThrow('down');
    expect(await lastRun(db, 'flaky')).toBeUndefined();
    fail = false;
    expect(await runIfDue(db, job, after(1))).toBe(3);
    expect(runs).toEqual([after(1)]);
  });

  it.runIf(postgres && Boolean(url))('run a job once when twenty ticks of two instances come at the same moment', async () => {
    const { job, runs } = counting('crowded', (trx) => sql`SELECT pg_sleep(0.2)`.execute(trx));
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => runIfDue(handles[i % 2].db, job, AT)));
    expect(results.filter((r) => r !== null)).toEqual([3]);
    expect(runs).toHaveLength(1);
  });
});
