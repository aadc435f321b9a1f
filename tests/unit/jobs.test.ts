import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '@/server/db/connect';
import { startJobs, type ScheduledJob } from '@/server/jobs';

const log = { info: vi.fn(), error: vi.fn() } as never;
const db = 'db' as unknown as Db;
/** The schedule alone: whether a tick runs the job is `runIfDue`'s (tests/server/jobRuns.test.ts). */
const always = (on: Db, job: ScheduledJob, now: Date) => job.run(on, now);

afterEach(() => vi.useRealTimers());

describe('scheduled jobs', () => {
  it('tick a minute after start, then on their interval, and stop', async () => {
    vi.useFakeTimers();
    const run = vi.fn(async () => 0);
    const stop = startJobs(db, log, [{ name: 'test', everyMs: 1000, run }], always);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledWith('db', expect.any(Date));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledTimes(4);
    stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(4);
  });
  it('log a failure and try again on the next tick', async () => {
    vi.useFakeTimers();
    const run = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(2);
    const stop = startJobs(db, log, [{ name: 'flaky', everyMs: 1000, run }], always);
    await vi.advanceTimersByTimeAsync(61_000);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });
});
