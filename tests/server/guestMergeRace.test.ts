import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQueuedDuplicateSearches } from '@/server/domain/guests/duplicateJob';
import { clock } from '@/shared/clock';
import { pinClock } from '../support/pinnedClock';
import { startTestServer, type TestServer } from '../support/testServer';

/** Merging one pair twenty times at once, and two instances' workers at one queued search, on real PostgreSQL. */
const AT = pinClock('2026-11-20T10:15:00Z').toDate();
const url = process.env.TEST_DATABASE_URL;
const api = '/api/crm/api';

describe.skipIf(!url)('guest merges on PostgreSQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ postgres: { url: url!, name: 'guest_merge' } });
  }, 300_000);
  afterAll(async () => server?.close());

  it('lets exactly one of twenty simultaneous merges of a pair succeed; the others get 409 saying it was merged', async () => {
    for (const id of ['race-a', 'race-b']) {
      await server.db.insertInto('guestProfiles').values({ id, country: 'dk', firstName: 'Race', lastName: 'Condition', createdAt: AT, updatedAt: AT }).execute();
    }
    await server.db.insertInto('guestNotes').values({ guestId: 'race-b', text: 'Moved once', createdAt: AT }).execute();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.request('user-hq', { method: 'POST', url: `${api}/GuestDuplicates/dk/merge`, payload: { keptGuestId: 'race-a', removedGuestId: 'race-b', keptVersion: 1, removedVersion: 1, fromRemoved: [] } }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json().message).toMatch(/already merged by Anna Holm|changed since you opened them/);
    expect(await server.db.selectFrom('guestProfileMerges').select('id').where('keptGuestId', '=', 'race-a').execute()).toHaveLength(1);
    expect(await server.db.selectFrom('guestNotes').select('guestId').where('text', '=', 'Moved once').execute()).toEqual([{ guestId: 'race-a' }]);
    const kept = await server.db.selectFrom('guestProfiles').select('version').where('id', '=', 'race-a').executeTakeFirstOrThrow();
    expect(kept.version).toBe(2);
  });

  it('runs a queued search once when two instances look for work at the same moment', async () => {
    const started = await server.request('user-hq', { method: 'POST', url: `${api}/GuestDuplicates/dk/run` });
    expect(started.statusCode).toBe(200);
    const ran = await Promise.all([runQueuedDuplicateSearches(server.db, () => clock.now()), runQueuedDuplicateSearches(server.db, () => clock.now())]);
    expect(ran.sort()).toEqual([0, 1]);
    const runs = await server.db.selectFrom('guestDuplicateRuns').select(['status']).where('country', '=', 'dk').execute();
    expect(runs).toEqual([{ status: 'done' }]);
  });
});
