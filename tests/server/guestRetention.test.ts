import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle, type Db } from '@/server/db/connect';
import { migrate } from '@/server/db/migrate';
import { ERASED_NAME } from '@/server/domain/guests/anonymize';
import { JOBS, runIfDue } from '@/server/jobs';
import dayjs from '@/shared/dayjs';
import { emptyPostgresDatabase } from '../support/emptyPostgresDatabase';
import { pinClock } from '../support/pinnedClock';
import { startTestServer, type TestServer } from '../support/testServer';

/** 03:30 in Copenhagen: inside Denmark's night window. */
const AT = pinClock('2026-11-27T02:30:00Z').toDate();
const ago = (amount: number, unit: 'month' | 'year' | 'day') => dayjs(AT).subtract(amount, unit).toDate();
const MONTHS = 24;
const api = '/api/crm/api';
const job = JOBS.find((j) => j.name === 'guest retention')!;

interface Preview {
  months: number;
  cutoff: string;
  total: number;
  items: { id: string; firstName: string | null; lastActivityAt: string }[];
}

/**
 * Danish guests whose only activity is old, but for one kind of recent activity each (and one with none at all), at a
 * venue of `venueId`. Returns their ids by what they did.
 */
async function addGuests(db: Db, venueId: string) {
  const old = ago(5, 'year');
  const recent = ago(1, 'month');
  const guest = async (key: string, extra: Record<string, unknown> = {}) => {
    const id = `retention-${key}`;
    await db
      .insertInto('guestProfiles')
      .values({ id, country: 'dk', venueId, firstName: `Ret ${key}`, lastName: 'Fixture', email: `ret-${key}@example.test`, emailKey: `ret-${key}@example.test`, visitCount: 4, totalSpend: 123_400, createdAt: old, updatedAt: old, ...extra })
      .execute();
    return id;
  };
  const ids = {
    stale: await guest('stale', { lastVisitAt: ago(3, 'year') }),
    visited: await guest('visited', { lastVisitAt: recent }),
    changed: await guest('changed', { updatedAt: recent }),
    consented: await guest('consented'),
    logged: await guest('logged'),
    messaged: await guest('messaged'),
    listed: await guest('listed'),
    booked: await guest('booked'),
    anonymised: await guest('anonymised', { anonymizedAt: ago(2, 'year'), firstName: null, email: null, emailKey: null }),
  };
  await db.insertInto('guestConsents').values([
    { guestId: ids.stale, venueId, consent: 'Email', createdAt: old, updatedAt: old },
    { guestId: ids.consented, venueId, consent: 'Email', createdAt: recent, updatedAt: recent },
  ]).execute();
  await db.insertInto('guestNotes').values({ guestId: ids.stale, venueId, text: 'Prefers the corner table', createdAt: old, updatedAt: old }).execute();
  await db.insertInto('guestLogs').values({ guestId: ids.logged, action: 'FieldChanged', field: 'GuestPhone', createdAt: recent, updatedAt: recent }).execute();
  await sql`INSERT INTO messenger_conversations (id, venue_id, guest_id, created_at, updated_at) VALUES ('retention-conv', ${venueId}, ${ids.messaged}, ${old}, ${recent})`.execute(db);
  await sql`INSERT INTO guest_list_items (id, venue_details_id, date, full_name, guest_profile_id, created_at, updated_at)
    VALUES ('retention-list-old', ${venueId}, ${dayjs(old).format('YYYY-MM-DD')}, 'Ret stale Fixture', ${ids.stale}, ${old}, ${old}),
           ('retention-list-new', ${venueId}, ${dayjs(recent).format('YYYY-MM-DD')}, 'Ret listed Fixture', ${ids.listed}, ${old}, ${old})`.execute(db);
  await sql`INSERT INTO booking_customers (id, venue_details_id, name, email, phone_number, created_at, updated_at)
    VALUES ('retention-cust-old', ${venueId}, 'Ret stale Fixture', 'RET-stale@example.test', '+45 11 22 33 44', ${old}, ${old}),
           ('retention-cust-new', ${venueId}, 'Ret booked Fixture', 'ret-booked@example.test', NULL, ${old}, ${old})`.execute(db);
  await sql`INSERT INTO bookings (id, venue_details_id, booking_customer_id, arrival, guest_count, minimum_spend, customer_message, created_at, updated_at)
    VALUES ('retention-booking-old', ${venueId}, 'retention-cust-old', ${ago(4, 'year')}, 6, 250000, 'Birthday of my wife Anna', ${old}, ${old}),
           ('retention-booking-new', ${venueId}, 'retention-cust-new', ${recent}, 2, 0, NULL, ${old}, ${old})`.execute(db);
  return ids;
}

async function enable(db: Db, months = MONTHS) {
  await db.insertInto('guestRetention').values({ country: 'dk', enabled: true, months }).onConflict((oc) => oc.column('country').doUpdateSet({ enabled: true, months })).execute();
}

describe('guest retention on the embedded database', () => {
  let server: TestServer;
  let ids: Awaited<ReturnType<typeof addGuests>>;
  const get = (user: string, url: string) => server.request(user, { method: 'GET', url: `${api}${url}` });
  const put = (user: string, url: string, payload: object) => server.request(user, { method: 'PUT', url: `${api}${url}`, payload });

  beforeAll(async () => {
    server = await startTestServer();
    const venue = await server.db.selectFrom('venues').select('id').where('country', '=', 'dk').orderBy('id').executeTakeFirstOrThrow();
    ids = await addGuests(server.db, venue.id);
  }, 120_000);
  afterAll(() => server.close());

  it('is off by default, and only head office may set it, from 6 to 120 months, with a version check', async () => {
    const first = await get('user-cd', '/GuestRetention/dk');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ country: 'dk', enabled: false, months: 36, version: 0, runs: [] });
    expect((await put('user-cd', '/GuestRetention/dk', { enabled: true, months: 24, version: 0 })).statusCode).toBe(403);
    expect((await get('user-vm', '/GuestRetention/dk')).statusCode).toBe(403);
    for (const months of [5, 121, 12.5]) {
      const bad = await put('user-hq', '/GuestRetention/dk', { enabled: true, months, version: 0 });
      expect(bad.statusCode, String(months)).toBe(400);
    }
    const saved = await put('user-hq', '/GuestRetention/dk', { enabled: false, months: 30, version: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ enabled: false, months: 30, version: 1 });
    const stale = await put('user-hq', '/GuestRetention/dk', { enabled: true, months: 24, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect((await get('user-hq', '/GuestRetention/dk')).json()).toMatchObject({ enabled: false, months: 30 });
  });

  it('previews the guests with no activity since the cutoff, whatever kind of activity the others had', async () => {
    const res = await get('user-cd', `/GuestRetention/dk/preview?months=${MONTHS}&top=100`);
    expect(res.statusCode).toBe(200);
    const preview = res.json() as Preview;
    expect(preview.cutoff).toBe(ago(MONTHS, 'month').toISOString());
    const all = await pagedPreview();
    expect(all).toHaveLength(preview.total);
    expect(all).toContain(ids.stale);
    for (const active of [ids.visited, ids.changed, ids.consented, ids.logged, ids.messaged, ids.listed, ids.booked, ids.anonymised]) expect(all).not.toContain(active);
    const stale = preview.items.find((g) => g.id === ids.stale) ?? (await findInPreview(ids.stale));
    // The latest of its old activity: the visit three years ago, not the booking four or the profile's creation five years ago.
    expect(stale.lastActivityAt).toBe(ago(3, 'year').toISOString());
    expect((await get('user-cd', '/GuestRetention/dk/preview?months=3')).statusCode).toBe(400);
  });

  async function pagedPreview(): Promise<string[]> {
    const seen: string[] = [];
    for (let skip = 0; ; skip += 100) {
      const page = (await get('user-hq', `/GuestRetention/dk/preview?months=${MONTHS}&top=100&skip=${skip}`)).json() as Preview;
      seen.push(...page.items.map((g) => g.id));
      if (page.items.length < 100) return seen;
    }
  }
  async function findInPreview(id: string) {
    for (let skip = 0; ; skip += 100) {
      const page = (await get('user-hq', `/GuestRetention/dk/preview?months=${MONTHS}&top=100&skip=${skip}`)).json() as Preview;
      const hit = page.items.find((g) => g.id === id);
      if (hit || page.items.length < 100) return hit!;
    }
  }

  it('runs once a night, anonymises exactly the guests the preview listed, keeps their bookings and spend, and reports the run', async () => {
    await enable(server.db);
    const expected = (await pagedPreview()).sort();
    const results = await Promise.all([runIfDue(server.db, job, AT), runIfDue(server.db, job, AT)]);
    expect(results.filter((r) => r !== null)).toEqual([expected.length]);
    const done = await server.db.selectFrom('guestProfiles').select('id').where('anonymizedAt', '=', AT).orderBy('id').execute();
    expect(done.map((g) => g.id).sort()).toEqual(expected);

    const stale = await server.db.selectFrom('guestProfiles').selectAll().where('id', '=', ids.stale).executeTakeFirstOrThrow();
    expect(stale).toMatchObject({ firstName: null, lastName: null, email: null, emailKey: null, visitCount: 4, totalSpend: 123_400, anonymizedBy: null });
    expect(await server.db.selectFrom('guestConsents').select('id').where('guestId', '=', ids.stale).execute()).toEqual([]);
    expect(await server.db.selectFrom('guestNotes').select('id').where('guestId', '=', ids.stale).execute()).toEqual([]);
    const booking = await server.db.selectFrom('bookings').select(['guestCount', 'minimumSpend', 'customerMessage', 'bookingCustomerId']).where('id', '=', 'retention-booking-old').executeTakeFirstOrThrow();
    expect(booking).toEqual({ guestCount: 6, minimumSpend: 250000, customerMessage: null, bookingCustomerId: 'retention-cust-old' });
    const customer = await server.db.selectFrom('bookingCustomers').select(['name', 'email', 'phoneNumber']).where('id', '=', 'retention-cust-old').executeTakeFirstOrThrow();
    expect(customer).toEqual({ name: null, email: null, phoneNumber: null });
    const entry = await server.db.selectFrom('guestListItems').select(['fullName', 'guestProfileId']).where('id', '=', 'retention-list-old').executeTakeFirstOrThrow();
    expect(entry).toEqual({ fullName: ERASED_NAME, guestProfileId: ids.stale });
    const log = await server.db.selectFrom('guestLogs').select(['action', 'source']).where('guestId', '=', ids.stale).where('action', '=', 'Anonymized').execute();
    expect(log).toEqual([{ action: 'Anonymized', source: 'Retention' }]);
    const access = await server.db.selectFrom('guestAccessLogs').select(['action', 'actorUserId', 'job']).where('guestId', '=', ids.stale).execute();
    expect(access).toEqual([{ action: 'anonymise', actorUserId: null, job: 'retention' }]);
    // The active guests keep everything.
    const booked = await server.db.selectFrom('bookingCustomers').select(['name', 'email']).where('id', '=', 'retention-cust-new').executeTakeFirstOrThrow();
    expect(booked).toEqual({ name: 'Ret booked Fixture', email: 'ret-booked@example.test' });

    const schedule = (await get('user-cd', '/GuestRetention/dk')).json() as { runs: { startedAt: string; months: number; anonymized: number; durationMs: number }[] };
    expect(schedule.runs).toHaveLength(1);
    expect(schedule.runs[0]).toMatchObject({ startedAt: AT.toISOString(), months: MONTHS, anonymized: expected.length });
    expect(schedule.runs[0].durationMs).toBeGreaterThanOrEqual(0);
    // An hour later, still at night: the country already ran tonight.
    expect(await runIfDue(server.db, job, dayjs(AT).add(1, 'hour').toDate())).toBe(0);
    expect(((await get('user-cd', `/GuestRetention/dk/preview?months=${MONTHS}`)).json() as Preview).total).toBe(0);
  });

  it('waits for the night of the country', async () => {
    await server.db.updateTable('guestProfiles').set({ updatedAt: ago(5, 'year') }).where('id', '=', ids.changed).execute();
    const noon = dayjs(AT).add(9, 'hour').toDate();
    expect(await runIfDue(server.db, job, noon)).toBe(0);
    expect((await server.db.selectFrom('guestProfiles').select('anonymizedAt').where('id', '=', ids.changed).executeTakeFirstOrThrow()).anonymizedAt).toBeNull();
    const nextNight = dayjs(AT).add(1, 'day').toDate();
    expect(await runIfDue(server.db, job, nextNight)).toBe(1);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(url))('guest retention on PostgreSQL with two instances', () => {
  const handles: DatabaseHandle[] = [];
  beforeAll(async () => {
    const databaseUrl = await emptyPostgresDatabase(url!, 'guest_retention');
    for (let i = 0; i < 2; i++) handles.push(await openDatabase({ databaseUrl, dataDir: 'unused' }));
    await migrate(handles[0].db);
    await sql`INSERT INTO venues (id, name, country) VALUES ('retention-venue', 'Retention venue', 'dk')`.execute(handles[0].db);
    await addGuests(handles[0].db, 'retention-venue');
    await enable(handles[0].db);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
  });

  it('runs the schedule once when ten ticks of two instances come at the same moment', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => runIfDue(handles[i % 2].db, job, AT)));
    expect(results.filter((r) => r !== null)).toEqual([1]);
    const runs = await handles[1].db.selectFrom('guestRetentionRuns').select(['anonymized']).execute();
    expect(runs).toEqual([{ anonymized: 1 }]);
    const logs = await handles[1].db.selectFrom('guestLogs').select('guestId').where('action', '=', 'Anonymized').execute();
    expect(logs).toEqual([{ guestId: 'retention-stale' }]);
  });
});
