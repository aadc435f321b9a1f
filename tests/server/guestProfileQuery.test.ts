import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * The guest profile is read in one query (lists aggregated as JSON in the database). Its answer must be exactly the
 * profile the page expects, on the embedded database and on PostgreSQL (`TEST_DATABASE_URL`): timestamps as
 * `toISOString` writes them, names joined, lists ordered, empty lists as [].
 */
const url = process.env.TEST_DATABASE_URL;
const databases = [{ name: 'PGlite', postgres: undefined }, ...(url ? [{ name: 'PostgreSQL', postgres: { url, name: 'guest_profile_query' } }] : [])];

describe.each(databases)('the guest profile in one query, on $name', ({ postgres }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(postgres ? { postgres } : {});
  }, 120_000);
  afterAll(() => server?.close());

  const at = (iso: string) => new Date(iso);

  it('answers the guest with its venue, referrer, consents, notes, referred guests and links', async () => {
    const db = server.db;
    const soho = await db.selectFrom('venues').select(['id', 'name']).where('id', '=', 'venue-uk-soho').executeTakeFirstOrThrow();
    const staff = await db.selectFrom('users').select(['id', 'name']).where('id', '=', 'user-gr').executeTakeFirstOrThrow();
    const guest = { country: 'uk', venueId: soho.id, version: 3, createdAt: at('2026-03-01T10:00:00.000Z'), updatedAt: at('2026-03-02T11:30:00.250Z') };
    await db
      .insertInto('guestProfiles')
      .values([
        { id: 'pq-referrer', firstName: 'Rita', lastName: null, ...guest },
        { id: 'pq-guest', firstName: 'Paula', lastName: 'Query', email: 'paula@example.com', labels: JSON.stringify(['VIP']), interests: JSON.stringify([]), referralCode: 'PQ-CODE', referredByGuestId: 'pq-referrer', visitCount: 4, totalSpend: 1200, points: 7, lastVisitAt: at('2026-03-05T21:15:00.000Z'), source: 'Manual', ...guest },
        { id: 'pq-child-1', firstName: 'Ann', lastName: 'First', referredByGuestId: 'pq-guest', ...guest, createdAt: at('2026-04-01T08:00:00.000Z') },
        { id: 'pq-child-2', firstName: null, lastName: null, referredByGuestId: 'pq-guest', anonymizedAt: at('2026-06-01T00:00:00.000Z'), ...guest, createdAt: at('2026-05-01T08:00:00.000Z') },
      ])
      .execute();
    await db
      .insertInto('guestConsents')
      .values([
        { guestId: 'pq-guest', venueId: soho.id, country: 'uk', consent: 'Marketing', source: 'Manual', createdBy: staff.id, createdAt: at('2026-03-03T09:00:00.123Z') },
        { guestId: 'pq-guest', venueId: soho.id, country: 'uk', consent: 'Email', source: 'BookingForm', createdBy: null, createdAt: at('2026-03-03T09:00:00.000Z') },
      ])
      .execute();
    await db
      .insertInto('guestNotes')
      .values([
        { id: 'pq-note-old', guestId: 'pq-guest', venueId: null, text: 'Older', createdBy: staff.id, createdAt: at('2026-03-04T12:00:00.000Z') },
        { id: 'pq-note-new', guestId: 'pq-guest', venueId: soho.id, text: null, createdBy: null, createdAt: at('2026-03-06T12:00:00.000Z') },
      ])
      .execute();
    await db.insertInto('shortLinks').values({ code: 'PQLINK1', url: 'https://example.com/refer/PQ-CODE', guestId: 'pq-guest', venueId: soho.id, clicks: null, createdAt: at('2026-03-07T07:07:07.007Z') }).execute();

    const res = await server.request('user-hq', { method: 'GET', url: '/api/crm/api/UserProfiles/uk/pq-guest' });
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json();
    const base = profile.referrals.links[0]?.shortUrl.replace(/\/s\/PQLINK1$/, '');
    expect(profile).toEqual({
      id: 'pq-guest',
      version: 3,
      country: 'uk',
      venueId: soho.id,
      firstName: 'Paula',
      lastName: 'Query',
      email: 'paula@example.com',
      phone: null,
      birthDate: null,
      profileImageUrl: null,
      socialsFacebook: null,
      socialsInstagram: null,
      labels: ['VIP'],
      interests: [],
      source: 'Manual',
      referralCode: 'PQ-CODE',
      referredByGuestId: 'pq-referrer',
      referredByUserId: null,
      visitCount: 4,
      lastVisitAt: '2026-03-05T21:15:00.000Z',
      totalSpend: expect.anything(),
      points: 7,
      anonymizedAt: null,
      anonymizedBy: null,
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-02T11:30:00.250Z',
      venueName: soho.name,
      anonymizedByName: null,
      consents: [
        { venueId: soho.id, venueName: soho.name, consent: 'Email', source: 'BookingForm', createdAt: '2026-03-03T09:00:00.000Z', createdBy: null, createdByName: null },
        { venueId: soho.id, venueName: soho.name, consent: 'Marketing', source: 'Manual', createdAt: '2026-03-03T09:00:00.123Z', createdBy: staff.id, createdByName: staff.name },
      ],
      notes: [
        { id: 'pq-note-new', text: '', venueId: soho.id, venueName: soho.name, createdAt: '2026-03-06T12:00:00.000Z', createdBy: null, createdByName: null },
        { id: 'pq-note-old', text: 'Older', venueId: null, venueName: null, createdAt: '2026-03-04T12:00:00.000Z', createdBy: staff.id, createdByName: staff.name },
      ],
      referrals: {
        referredBy: { kind: 'guest', id: 'pq-referrer', name: 'Rita' },
        referred: [
          { id: 'pq-child-2', name: null, createdAt: '2026-05-01T08:00:00.000Z', anonymized: true },
          { id: 'pq-child-1', name: 'Ann First', createdAt: '2026-04-01T08:00:00.000Z', anonymized: false },
        ],
        links: [{ url: 'https://example.com/refer/PQ-CODE', shortUrl: `${base}/s/PQLINK1`, code: 'PQLINK1', venueId: soho.id, clicks: 0, createdAt: '2026-03-07T07:07:07.007Z' }],
      },
    });
    expect(base).toMatch(/^https?:\/\//);
    // The same number as the row holds, whatever type the driver gives a bigint.
    expect(Number(profile.totalSpend)).toBe(1200);
    // The other way to read a guest answers the same.
    expect((await server.request('user-hq', { method: 'GET', url: '/api/crm/api/GuestProfiles/guest?id=pq-guest' })).json()).toEqual(profile);

    // Empty lists are lists, a referral by staff names the member of staff, and in another country the guest is not found.
    await db.updateTable('guestProfiles').set({ referredByGuestId: null, referredByUserId: staff.id }).where('id', '=', 'pq-child-1').execute();
    const child = (await server.request('user-hq', { method: 'GET', url: '/api/crm/api/UserProfiles/uk/pq-child-1' })).json();
    expect(child).toMatchObject({ consents: [], notes: [], referrals: { referredBy: { kind: 'user', id: staff.id, name: staff.name }, referred: [], links: [] } });
    expect((await server.request('user-hq', { method: 'GET', url: '/api/crm/api/UserProfiles/dk/pq-guest' })).statusCode).toBe(404);
  });
});
