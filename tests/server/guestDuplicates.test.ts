import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/connect';
import { runQueuedDuplicateSearches } from '@/server/domain/guests/duplicateJob';
import { guestKeys } from '@/server/domain/guests/guestKeys';
import { MERGE_REFERENCES, NOT_MERGED } from '@/server/domain/guests/guestMergeReferences';
import { clock } from '@/shared/clock';
import type { DuplicateCandidate, DuplicateRun, GuestMergeSummary } from '@/shared/guests/guestDuplicates';
import type { CountryCode } from '@/shared/types';
import { pinClock } from '../support/pinnedClock';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * Duplicate detection (by normalised email, phone and name similarity, scoped by country, dismissals kept), merging
 * two profiles (every table referring to a guest, the chosen fields, the records), and undoing a merge within a day.
 */
const AT = pinClock('2026-11-20T10:15:00Z').toDate();
const api = '/api/crm/api';
const VENUE = 'venue-dk-norrebro';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 180_000);
afterAll(async () => server?.close());

async function guest(db: Db, id: string, values: { country?: CountryCode; firstName?: string; lastName?: string; email?: string | null; phone?: string | null; birthDate?: string | null; visitCount?: number; labels?: string[] }) {
  const country = values.country ?? 'dk';
  const { labels, ...rest } = values;
  await db
    .insertInto('guestProfiles')
    .values({ id, country, venueId: country === 'dk' ? VENUE : null, ...rest, labels: JSON.stringify(labels ?? []), ...guestKeys({ ...rest, country }), createdAt: AT, updatedAt: AT })
    .execute();
  return id;
}

const get = <T>(user: string, url: string) => server.request(user, { method: 'GET', url: `${api}${url}` }).then((r) => ({ status: r.statusCode, body: r.json() as T }));
const post = <T>(user: string, url: string, payload: object = {}) => server.request(user, { method: 'POST', url: `${api}${url}`, payload }).then((r) => ({ status: r.statusCode, body: r.json() as T }));
const runSearch = () => runQueuedDuplicateSearches(server.db, () => clock.now());
const candidates = async (country = 'dk') => {
  const res = await get<{ items: DuplicateCandidate[] }>('user-hq', `/GuestDuplicates/${country}?top=100`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items;
};
const pairOf = (items: DuplicateCandidate[], a: string, b: string) => items.find((c) => [c.guest.id, c.other.id].sort().join() === [a, b].sort().join());

describe('detection', () => {
  beforeAll(async () => {
    const db = server.db;
    await guest(db, 'dup-email-a', { firstName: 'Mette', lastName: 'Testagaard', email: 'Mette.Testagaard+bar@gmail.com', phone: '20 11 22 33' });
    await guest(db, 'dup-email-b', { firstName: 'Mette', lastName: 'Testagård', email: ' mettetestagaard@googlemail.com ' });
    await guest(db, 'dup-phone-a', { firstName: 'Jens', lastName: 'Testavej', phone: '+45 31 41 59 26' });
    await guest(db, 'dup-phone-b', { firstName: 'Jens', lastName: 'Testa-Vej', phone: '0045 3141 5926' });
    await guest(db, 'dup-name-a', { firstName: 'Sofie', lastName: 'Testholm', birthDate: '1990-04-05', email: 'sofie@one.test' });
    await guest(db, 'dup-name-b', { firstName: 'Sofie', lastName: 'Testholm', birthDate: '1990-04-05', email: 'sofie@two.test' });
    await guest(db, 'dup-birth-a', { firstName: 'Karl', lastName: 'Xyzzyborg', birthDate: '1977-07-07' });
    await guest(db, 'dup-birth-b', { firstName: 'Olga', lastName: 'Quuxley', birthDate: '1977-07-07' });
    await guest(db, 'dup-no-a', { country: 'no', firstName: 'Mette', lastName: 'Testagaard', email: 'mette.testagaard@gmail.com' });
  });

  it('queues one search per country whoever asks, runs it once with several workers, and shows its progress', async () => {
    const first = await post<DuplicateRun>('user-hq', '/GuestDuplicates/dk/run');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ country: 'dk', status: 'queued', trigger: 'manual', phase: 'queued' });
    const again = await post<DuplicateRun>('user-hq', '/GuestDuplicates/dk/run');
    expect(again.body.id).toBe(first.body.id);
    const ran = await Promise.all([runSearch(), runSearch()]);
    expect(ran.sort()).toEqual([0, 1]);
    const run = (await get<DuplicateRun>('user-hq', '/GuestDuplicates/dk/run')).body;
    expect(run).toMatchObject({ id: first.body.id, status: 'done', phase: 'done', startedAt: AT.toISOString(), finishedAt: AT.toISOString() });
    expect(run.pairs).toBeGreaterThanOrEqual(3);
    expect(run.done).toBe(run.total);
  });

  it('finds the same email (Gmail dots and tags), the same phone in any notation, and similar names born the same day', async () => {
    const items = await candidates();
    const email = pairOf(items, 'dup-email-a', 'dup-email-b');
    expect(email?.reasons.map((r) => r.kind)).toEqual(['email', 'name']);
    expect(email!.score).toBeGreaterThanOrEqual(90);
    const phone = pairOf(items, 'dup-phone-a', 'dup-phone-b');
    expect(phone?.reasons.map((r) => r.kind)).toEqual(['phone', 'name']);
    const name = pairOf(items, 'dup-name-a', 'dup-name-b');
    expect(name?.reasons).toEqual([{ kind: 'name', similarity: 1 }, { kind: 'birthDate' }]);
    expect(pairOf(items, 'dup-birth-a', 'dup-birth-b')).toBeUndefined();
    // Scoped by country: the Norwegian guest with the same email is no candidate of either.
    expect(items.some((c) => c.guest.id === 'dup-no-a' || c.other.id === 'dup-no-a')).toBe(false);
    expect((await get<{ items: DuplicateCandidate[] }>('user-hq', '/GuestDuplicates/dk?minScore=95&top=100')).body.items.every((c) => c.score >= 95)).toBe(true);
  });

  it('never proposes a dismissed pair again', async () => {
    expect((await post('user-hq', '/GuestDuplicates/dk/dismiss', { guestId: 'dup-name-b', otherGuestId: 'dup-name-a' })).status).toBe(200);
    expect(pairOf(await candidates(), 'dup-name-a', 'dup-name-b')).toBeUndefined();
    await post('user-hq', '/GuestDuplicates/dk/run');
    expect(await runSearch()).toBe(1);
    expect(pairOf(await candidates(), 'dup-name-a', 'dup-name-b')).toBeUndefined();
    expect(pairOf(await candidates(), 'dup-email-a', 'dup-email-b')).toBeDefined();
  });

  it("logs both guests of each pair on a page of the list's export, once each, and refuses that page without a reason", async () => {
    const exportsOf = (ids: string[]) =>
      server.db.selectFrom('guestAccessLogs').select(['guestId', 'actorUserId', 'reason', 'createdAt']).where('action', '=', 'export').where('guestId', 'in', ids).execute();
    const shown = await candidates();
    const shownIds = [...new Set(shown.flatMap((c) => [c.guest.id, c.other.id]))];
    expect(await exportsOf(shownIds)).toEqual([]);

    const page = await get<{ items: DuplicateCandidate[] }>('user-cd', `/GuestDuplicates/dk?top=2&exportReason=${encodeURIComponent('Duplicate clean-up with the data protection officer')}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const handedOut = [...new Set(page.body.items.flatMap((c) => [c.guest.id, c.other.id]))];
    const entries = await exportsOf(shownIds);
    expect(entries.map((e) => e.guestId).sort()).toEqual(handedOut.sort());
    expect(entries.every((e) => e.actorUserId === 'user-cd' && e.reason === 'Duplicate clean-up with the data protection officer' && e.createdAt.getTime() === AT.getTime())).toBe(true);

    const blank = await server.request('user-cd', { method: 'GET', url: `${api}/GuestDuplicates/dk?top=2&exportReason=%20x%20` });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('query.exportReason: say why the guests are exported (3 to 500 characters)');
  });

  it('lets the country director see the candidates but not search, dismiss or merge (403)', async () => {
    expect((await get('user-cd', '/GuestDuplicates/dk')).status).toBe(200);
    expect((await post('user-cd', '/GuestDuplicates/dk/run')).status).toBe(403);
    expect((await post('user-cd', '/GuestDuplicates/dk/dismiss', { guestId: 'dup-phone-a', otherGuestId: 'dup-phone-b' })).status).toBe(403);
    expect((await post('user-cd', '/GuestDuplicates/dk/merge', { keptGuestId: 'dup-phone-a', removedGuestId: 'dup-phone-b', keptVersion: 1, removedVersion: 1, fromRemoved: [] })).status).toBe(403);
  });
});

/** Every row that refers to either guest, per table and column, and both profile rows, exactly. */
async function snapshot(db: Db, ids: string[]) {
  const profiles = (await sql<{ row: object }>`SELECT to_jsonb(p.*) AS row FROM guest_profiles p WHERE id = ANY(${ids}::text[]) ORDER BY id`.execute(db)).rows.map((r) => r.row);
  const refs: Record<string, object[]> = {};
  for (const ref of MERGE_REFERENCES) {
    refs[`${ref.table}.${ref.column}`] = (await sql<{ row: object }>`SELECT to_jsonb(t.*) AS row FROM ${sql.table(ref.table)} t WHERE ${sql.ref(ref.column)} = ANY(${ids}::text[]) ORDER BY id`.execute(db)).rows.map((r) => r.row);
  }
  return { profiles, refs };
}

describe('merge and undo', () => {
  const kept = 'merge-kept';
  const removed = 'merge-removed';
  beforeAll(async () => {
    const db = server.db;
    await guest(db, kept, { firstName: 'Lise', lastName: 'Mergesen', email: 'lise@kept.test', phone: null, visitCount: 3, labels: ['VIP'] });
    await guest(db, removed, { firstName: 'Lise Marie', lastName: 'Mergesen', email: 'lise@removed.test', phone: '+4522334455', birthDate: '1991-02-03', visitCount: 2, labels: ['Wine'] });
    const old = new Date(AT.getTime() - 86_400_000 * 30);
    await db.insertInto('guestConsents').values([
      { guestId: kept, venueId: VENUE, country: 'dk', consent: 'Email', createdAt: old, updatedAt: old },
      { guestId: removed, venueId: VENUE, country: 'dk', consent: 'Email', createdAt: AT, updatedAt: AT },
      { guestId: removed, venueId: VENUE, country: 'dk', consent: 'Phone', createdAt: old, updatedAt: old },
    ]).execute();
    await db.insertInto('guestNotes').values([{ guestId: kept, text: 'Kept note', createdAt: old }, { guestId: removed, text: 'Removed note', createdAt: old }]).execute();
    await db.insertInto('guestLogs').values({ guestId: removed, action: 'NoteAdded', createdAt: old }).execute();
    await sql`INSERT INTO guest_list_items (id, venue_details_id, date, full_name, guest_profile_id) VALUES ('merge-list', ${VENUE}, '2026-11-21', 'Lise Marie Mergesen', ${removed})`.execute(db);
    await sql`INSERT INTO messenger_conversations (id, venue_id, guest_id) VALUES ('merge-conv', ${VENUE}, ${removed})`.execute(db);
    await db.insertInto('guestProfiles').values({ id: 'merge-referred', country: 'dk', firstName: 'Ref', lastName: 'Erred', referredByGuestId: removed, createdAt: old }).execute();
  });

  it('refuses to merge without the versions the person saw (409) and needs two guests (400)', async () => {
    const stale = await post<{ message: string }>('user-hq', '/GuestDuplicates/dk/merge', { keptGuestId: kept, removedGuestId: removed, keptVersion: 7, removedVersion: 1, fromRemoved: [] });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed since you opened them/);
    expect((await post('user-hq', '/GuestDuplicates/dk/merge', { keptGuestId: kept, removedGuestId: kept, keptVersion: 1, removedVersion: 1, fromRemoved: [] })).status).toBe(400);
    expect((await post('user-hq', '/GuestDuplicates/no/merge', { keptGuestId: kept, removedGuestId: removed, keptVersion: 1, removedVersion: 1, fromRemoved: [] })).status).toBe(404);
  });

  it('merges everything referring to either guest into the kept one, with the chosen fields, and undoes it exactly', async () => {
    const before = await snapshot(server.db, [kept, removed]);
    const pair = await get<{ guest: { version: number; counts: { consents: number; notes: number } }; other: { version: number; counts: { notes: number } } }>('user-hq', `/GuestDuplicates/dk/pair?guestId=${kept}&otherGuestId=${removed}`);
    expect(pair.body.guest.counts).toMatchObject({ consents: 1, notes: 1 });
    const res = await post<GuestMergeSummary>('user-hq', '/GuestDuplicates/dk/merge', { keptGuestId: kept, removedGuestId: removed, keptVersion: pair.body.guest.version, removedVersion: pair.body.other.version, fromRemoved: ['firstName', 'phone', 'birthDate'] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ keptGuestId: kept, removedGuestId: removed, fieldsFromRemoved: ['firstName', 'phone', 'birthDate'], mergedAt: AT.toISOString(), mergedBy: 'user-hq', undoneAt: null });

    const db = server.db;
    expect(await db.selectFrom('guestProfiles').select('id').where('id', '=', removed).executeTakeFirst()).toBeUndefined();
    const merged = await db.selectFrom('guestProfiles').selectAll().where('id', '=', kept).executeTakeFirstOrThrow();
    expect(merged).toMatchObject({ firstName: 'Lise Marie', lastName: 'Mergesen', email: 'lise@kept.test', phone: '+4522334455', birthDate: '1991-02-03', visitCount: 5, version: 2 });
    expect(merged.labels).toEqual(['VIP', 'Wine']);
    const consents = await db.selectFrom('guestConsents').select(['consent', 'createdAt']).where('guestId', '=', kept).orderBy('consent').execute();
    expect(consents).toEqual([{ consent: 'Email', createdAt: AT }, { consent: 'Phone', createdAt: expect.any(Date) }]);
    // The removed guest's access log keeps one entry: the merge itself.
    for (const ref of MERGE_REFERENCES.filter((r) => r.how !== 'drop' && r.table !== 'guest_access_logs')) {
      const left = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(ref.table)} WHERE ${sql.ref(ref.column)} = ${removed}`.execute(db);
      expect(left.rows[0].n, `${ref.table}.${ref.column}`).toBe(0);
    }
    expect((await db.selectFrom('guestNotes').select('text').where('guestId', '=', kept).orderBy('text').execute()).map((n) => n.text)).toEqual(['Kept note', 'Removed note']);
    expect((await db.selectFrom('guestProfiles').select('referredByGuestId').where('id', '=', 'merge-referred').executeTakeFirstOrThrow()).referredByGuestId).toBe(kept);
    const log = await db.selectFrom('guestLogs').select(['action', 'field', 'newValue', 'createdBy']).where('guestId', '=', kept).where('createdAt', '=', AT).execute();
    expect(log).toEqual(expect.arrayContaining([{ action: 'Merged', field: null, newValue: 'Lise Marie Mergesen', createdBy: 'user-hq' }, { action: 'FieldChanged', field: 'GuestPhone', newValue: '+4522334455', createdBy: 'user-hq' }]));
    const access = await db.selectFrom('guestAccessLogs').select(['guestId', 'action', 'actorUserId']).where('guestId', 'in', [kept, removed]).where('createdAt', '=', AT).orderBy('guestId').execute();
    expect(access).toEqual([{ guestId: kept, action: 'merge', actorUserId: 'user-hq' }, { guestId: removed, action: 'merge', actorUserId: 'user-hq' }]);

    const undone = await post<GuestMergeSummary>('user-hq', `/GuestDuplicates/dk/merges/${res.body.id}/undo`);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.undoneAt).toBe(AT.toISOString());
    const after = await snapshot(server.db, [kept, removed]);
    expect(after.profiles).toEqual(before.profiles);
    for (const [key, rows] of Object.entries(before.refs)) {
      if (key === 'guest_logs.guest_id' || key === 'guest_access_logs.guest_id') expect(after.refs[key], key).toEqual(expect.arrayContaining(rows));
      else if (!key.startsWith('guest_duplicates.')) expect(after.refs[key], key).toEqual(rows);
    }
    expect((await post<{ message: string }>('user-hq', `/GuestDuplicates/dk/merges/${res.body.id}/undo`)).body.message).toMatch(/already undone/);
  });

  it('refuses to undo after 24 hours, or once the kept profile changed', async () => {
    const merge = async (a: string, b: string) => (await post<GuestMergeSummary>('user-hq', '/GuestDuplicates/dk/merge', { keptGuestId: a, removedGuestId: b, keptVersion: 1, removedVersion: 1, fromRemoved: [] })).body;
    await guest(server.db, 'late-a', { firstName: 'Late', lastName: 'Merge' });
    await guest(server.db, 'late-b', { firstName: 'Late', lastName: 'Merge' });
    const late = await merge('late-a', 'late-b');
    clock.set(new Date(AT.getTime() + 24 * 3_600_000 + 60_000));
    try {
      const refused = await post<{ message: string }>('user-hq', `/GuestDuplicates/dk/merges/${late.id}/undo`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/can be undone for 24 hours/);
    } finally {
      clock.set(AT);
    }
    await guest(server.db, 'edit-a', { firstName: 'Edit', lastName: 'Merge' });
    await guest(server.db, 'edit-b', { firstName: 'Edit', lastName: 'Merge' });
    const edited = await merge('edit-a', 'edit-b');
    const profile = await get<{ version: number }>('user-hq', '/UserProfiles/dk/edit-a');
    expect((await post('user-hq', '/UserProfiles/dk/edit-a', { version: profile.body.version, lastName: 'Merged' })).status).toBe(200);
    const changed = await post<{ message: string }>('user-hq', `/GuestDuplicates/dk/merges/${edited.id}/undo`);
    expect(changed.status).toBe(409);
    expect(changed.body.message).toMatch(/kept profile was changed since the merge/);
    expect((await post('user-cd', `/GuestDuplicates/dk/merges/${edited.id}/undo`)).status).toBe(403);
  });

  it('handles every column of the database that refers to a guest, or leaves it with a reason', async () => {
    const columns = await sql<{ table: string; column: string }>`
      SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name ~ '(^|_)guest(_profile)?_id$' ORDER BY 1, 2`.execute(server.db);
    expect(columns.rows.length).toBeGreaterThan(10);
    const handled = new Set(MERGE_REFERENCES.map((r) => `${r.table}.${r.column}`));
    const missing = columns.rows.map((c) => `${c.table}.${c.column}`).filter((c) => !handled.has(c) && !(c in NOT_MERGED));
    expect(missing, 'guest references a merge leaves behind: add them to MERGE_REFERENCES or, with a reason, to NOT_MERGED').toEqual([]);
    const existing = new Set(columns.rows.map((c) => `${c.table}.${c.column}`));
    expect([...handled, ...Object.keys(NOT_MERGED)].filter((c) => !existing.has(c))).toEqual([]);
  });
});
