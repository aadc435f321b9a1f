import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_MS, createSessionRegistry } from '@/server/auth/sessions';
import type { DatabaseHandle } from '@/server/db/connect';
import { openSignInState, TEST_DATABASE_URL } from '../support/signInStateDatabase';

const START = new Date('2026-11-26T09:00:00Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const DAY_MS = 24 * 60 * 60 * 1000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
});

describe.each([
  ['the embedded database', 'pglite' as const, true],
  ['PostgreSQL', 'postgres' as const, Boolean(TEST_DATABASE_URL)],
])('ended sessions on %s', (_name, on, runs) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    if (runs) handle = await openSignInState(on);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it.runIf(runs)('end a session for every instance: at once where it ended, within the cache time on the others', async () => {
    const [one, two] = [createSessionRegistry(handle.db), createSessionRegistry(handle.db)];
    const session = { sid: `sid-${on}-1`, userId: 'user-1', issuedAt: seconds(START) };
    expect(await two.isAlive(session)).toBe(true);
    await one.end(session, 'sign-out');
    expect(await one.isAlive(session)).toBe(false);
    expect(await two.isAlive(session)).toBe(true);
    vi.setSystemTime(START.getTime() + CACHE_MS);
    expect(await two.isAlive(session)).toBe(false);
    // Another session of the same user goes on.
    expect(await two.isAlive({ ...session, sid: `sid-${on}-2` })).toBe(true);
  });

  it.runIf(runs)('end the tokens of a user issued up to a sign-out, when the tokens name no session', async () => {
    const sessions = createSessionRegistry(handle.db);
    const userId = `user-without-sid-${on}`;
    const before = { userId, issuedAt: seconds(START) - 60 };
    vi.setSystemTime(START.getTime() + 1_000);
    await sessions.end(before, 'sign-out');
    expect(await sessions.isAlive(before)).toBe(false);
    expect(await sessions.isAlive({ userId, issuedAt: seconds(START) + 1 })).toBe(false);
    expect(await sessions.isAlive({ userId, issuedAt: seconds(START) + 2 })).toBe(true);
    expect(await sessions.isAlive({ userId: 'someone-else', issuedAt: seconds(START) - 60 })).toBe(true);

    // A sign-out read with an earlier clock (another instance's) never moves the line back.
    vi.setSystemTime(START.getTime() - 5_000);
    await sessions.end(before, 'sign-out');
    const row = await handle.db.selectFrom('endedSessions').select('endedAt').where('sessionKey', '=', `user:${userId}`).executeTakeFirstOrThrow();
    expect(row.endedAt.getTime()).toBe(START.getTime() + 1_000);
  });

  it.runIf(runs)('answer for many sessions at once as one by one, in one query for those not cached', async () => {
    const [one, two] = [createSessionRegistry(handle.db), createSessionRegistry(handle.db)];
    const many = Array.from({ length: 1_200 }, (_, i) => ({ sid: `many-${on}-${i}`, userId: `user-${i % 3}`, issuedAt: seconds(START) }));
    await one.end(many[7], 'sign-out');
    await one.end(many[1_100], 'sign-out');
    const query = vi.spyOn(handle.db, 'selectFrom');
    const alive = await two.areAlive([...many, many[7]]);
    // 1,200 keys in batches of 1,000.
    expect(query).toHaveBeenCalledTimes(2);
    query.mockRestore();
    expect(alive.filter((a) => !a)).toHaveLength(3);
    expect([alive[7], alive[1_100], alive[1_200]]).toEqual([false, false, false]);
    expect(await Promise.all(many.slice(0, 10).map((s) => two.isAlive(s)))).toEqual(alive.slice(0, 10));

    // Within the cache time nothing is read again; after it, an end on another instance is seen.
    await one.end(many[3], 'sign-out');
    expect((await two.areAlive([many[3]]))[0]).toBe(true);
    vi.setSystemTime(START.getTime() + CACHE_MS);
    expect((await two.areAlive([many[3]]))[0]).toBe(false);
  });

  it.runIf(runs)('forget an ended session after 90 days, when no token of it can be valid any more', async () => {
    const sessions = createSessionRegistry(handle.db);
    await sessions.end({ sid: `old-${on}`, userId: 'user-1' }, 'sign-out');
    vi.setSystemTime(START.getTime() + 91 * DAY_MS);
    await sessions.end({ sid: `new-${on}`, userId: 'user-1' }, 'sign-out');
    const keys = (await handle.db.selectFrom('endedSessions').select('sessionKey').execute()).map((r) => r.sessionKey);
    expect(keys).toContain(`sid:new-${on}`);
    expect(keys).not.toContain(`sid:old-${on}`);
  });
});
