import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestStatistics } from '@/server/domain/crm/statisticsSnapshot';
import { clock } from '@/shared/clock';
import { startTestServer, type TestServer } from '../support/testServer';

const api = '/api/crm/api';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Makes every stored snapshot older by the minutes. */
async function ageSnapshots(minutes: number) {
  await sql`UPDATE crm_statistics SET computed_at = computed_at - make_interval(secs => ${minutes * 60})`.execute(server.db);
}

describe('CRM statistics (GET /CrmStatistics/GetLatest)', () => {
  it('answers the numbers of the countries the user may see, computed from the data', async () => {
    const guests = async (country: 'dk' | 'no' | 'fi' | 'uk', anonymized: boolean) =>
      Number((await server.db.selectFrom('guestProfiles').select((eb) => eb.fn.countAll<string>().as('n')).where('country', '=', country).where('anonymizedAt', anonymized ? 'is not' : 'is', null).executeTakeFirstOrThrow()).n);
    const openMessenger = await sql<{ n: string }>`SELECT count(*) AS n FROM messenger_conversations c JOIN venues v ON v.id = c.venue_id WHERE c.is_open AND v.country = 'dk'`.execute(server.db);
    const all = (await server.request('user-hq', { method: 'GET', url: `${api}/CrmStatistics/GetLatest` })).json();
    expect(all.countries.map((c: { country: string }) => c.country)).toEqual(['dk', 'no', 'fi', 'uk']);
    const dk = all.countries[0];
    expect(dk).toMatchObject({ guests: await guests('dk', false), anonymized: await guests('dk', true), consents: { PersonalData: expect.any(Number) } });
    expect(dk.newGuestsByMonth).toHaveLength(6);
    expect(dk.openMessengerConversations).toBe(Number(openMessenger.rows[0].n));
    let total = 0;
    for (const country of ['dk', 'no', 'fi', 'uk'] as const) total += await guests(country, false);
    expect(all.totals.guests).toBe(total);
    const fi = (await server.request('user-cm', { method: 'GET', url: `${api}/CrmStatistics/GetLatest` })).json();
    expect(fi.countries.map((c: { country: string }) => c.country)).toEqual(['fi']);
    expect(fi.totals.guests).toBe(await guests('fi', false));
    expect((await server.request('user-gr', { method: 'GET', url: `${api}/CrmStatistics/GetLatest` })).statusCode).toBe(403);
  });

  it('keeps a snapshot for 15 minutes and takes a new one when asked', async () => {
    const first = (await server.request('user-hq', { method: 'GET', url: `${api}/CrmStatistics/GetLatest` })).json();
    await server.db.insertInto('guestProfiles').values({ country: 'dk', firstName: 'New', lastName: 'Guest', createdBy: 'user-hq' }).execute();
    const cached = (await server.request('user-hq', { method: 'GET', url: `${api}/CrmStatistics/GetLatest` })).json();
    expect(cached.computedAt).toBe(first.computedAt);
    expect(cached.totals.guests).toBe(first.totals.guests);
    await ageSnapshots(2);
    const fresh = (await server.request('user-hq', { method: 'GET', url: `${api}/CrmStatistics/GetLatest?refresh=true` })).json();
    expect(fresh.totals.guests).toBe(first.totals.guests + 1);
    expect((await server.request('user-hq', { method: 'GET', url: `${api}/CrmStatistics/GetLatest?refresh=maybe` })).json()).toMatchObject({ status: 400, field: 'query.refresh' });
  });
});

describe('CRM statistics: refreshing does not count again and again', () => {
  const latest = (query = '') => server.request('user-hq', { method: 'GET', url: `${api}/CrmStatistics/GetLatest${query}` }).then((r) => r.json());
  const snapshots = async () => Number((await server.db.selectFrom('crmStatistics').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('ignores refresh=true while the newest snapshot is younger than a minute', async () => {
    await ageSnapshots(2);
    const refreshed = await latest('?refresh=true');
    const count = await snapshots();
    const again = await latest('?refresh=true');
    expect(again.computedAt).toBe(refreshed.computedAt);
    expect(await snapshots()).toBe(count);
    await ageSnapshots(1.1);
    expect((await latest('?refresh=true')).computedAt).not.toBe(refreshed.computedAt);
  });

  it('takes one snapshot for many concurrent requests that find it stale', async () => {
    await ageSnapshots(20);
    const count = await snapshots();
    const answers = await Promise.all([latest(), latest('?refresh=true'), latest(), latest('?refresh=true'), latest()]);
    expect(new Set(answers.map((a) => a.computedAt)).size).toBe(1);
    expect(await snapshots()).toBe(count + 1);
    const header = await server.request('user-gr', { method: 'GET', url: `${api}/GuestProfiles/statistics`, headers: { countryid: 'uk' } });
    expect(header.json().computedAt).toBe(answers[0].computedAt);

    // Called at once, each call finds the snapshot stale before any has counted: still one snapshot (single flight).
    await ageSnapshots(20);
    const before = await snapshots();
    const taken = await Promise.all(Array.from({ length: 5 }, (_, i) => latestStatistics({ db: server.db, now: new Date(clock.now().getTime() + i) }, i % 2 === 0)));
    expect(new Set(taken.map((t) => t.computedAt)).size).toBe(1);
    expect(await snapshots()).toBe(before + 1);
  });
});

describe('feedback (POST /api/Feedback)', () => {
  it('stores feedback from anyone signed in, as plain text', async () => {
    const res = await server.request('user-sm', { method: 'POST', url: `${api}/Feedback`, payload: { category: 'Idea', message: 'Let me <b>star</b> guests', rating: 4, page: '/crm/guests' } });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await server.db.selectFrom('feedback').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ message: 'Let me star guests', rating: 4, page: '/crm/guests', createdBy: 'user-sm', category: 'Idea' });
    expect((await server.request('user-sm', { method: 'POST', url: `${api}/Feedback`, payload: { category: 'Idea', message: '' } })).json()).toMatchObject({ status: 400, field: 'body.message' });
    expect((await server.request('user-sm', { method: 'POST', url: `${api}/Feedback`, payload: { category: 'Rant', message: 'x' } })).json()).toMatchObject({ status: 400, field: 'body.category' });
    expect((await server.request('user-sm', { method: 'POST', url: `${api}/Feedback`, payload: { category: 'Praise', message: 'x', rating: 6 } })).json()).toMatchObject({ status: 400, field: 'body.rating' });
    expect((await server.request(null, { method: 'POST', url: `${api}/Feedback`, payload: { message: 'x' } })).statusCode).toBe(401);
  });
});
