import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordGuestAccess } from '@/server/domain/guests/accessLog';
import { pinClock } from '../support/pinnedClock';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * Who saw what: opening a profile and anonymising are logged by the server in the request that did it; head office
 * (and whoever holds vp.hq.guestprofiles.accesslog.view) reads a guest's access log. On the embedded database and,
 * when TEST_DATABASE_URL is set, on PostgreSQL.
 */
const api = '/api/crm/api';
const url = process.env.TEST_DATABASE_URL;
const now = pinClock('2026-11-20T10:15:00Z');

interface Entry {
  action: string;
  at: string;
  actorUserId: string | null;
  actorName: string | null;
  reason: string | null;
  job: string | null;
}

describe.each([
  ['the embedded database', false],
  ['PostgreSQL', true],
] as const)('guest access log on %s', (_, postgres) => {
  let server: TestServer;
  const get = (user: string, path: string) => server.request(user, { method: 'GET', url: `${api}${path}` });
  const accessLog = async (guestId: string, country: string) => {
    const res = await get('user-hq', `/UserProfiles/${country}/${guestId}/accessLog`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Entry[];
  };
  const guestOf = async (country: string, venueId: string) =>
    (await server.db.selectFrom('guestProfiles').select('id').where('country', '=', country as 'dk').where('venueId', '=', venueId).where('anonymizedAt', 'is', null).orderBy('id').executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    if (postgres && !url) return;
    server = await startTestServer(postgres ? { postgres: { url: url!, name: 'guest_access_log' } } : {});
  }, 180_000);
  afterAll(async () => server?.close());

  it.skipIf(postgres && !url)('logs who opened a profile, by either call, and when', async () => {
    const guestId = await guestOf('uk', 'venue-uk-shoreditch');
    expect((await get('user-gr', `/UserProfiles/uk/${guestId}`)).statusCode).toBe(200);
    expect((await get('user-cd', `/GuestProfiles/guest?id=${guestId}`)).statusCode).toBe(403);
    expect((await get('user-hq', `/GuestProfiles/guest?id=${guestId}`)).statusCode).toBe(200);
    const log = await accessLog(guestId, 'uk');
    // Both at the pinned moment: their order among equal times is not defined.
    expect(log.map((e) => [e.action, e.actorUserId, e.at]).sort()).toEqual([
      ['view', 'user-gr', now.toISOString()],
      ['view', 'user-hq', now.toISOString()],
    ]);
    expect(log.find((e) => e.actorUserId === 'user-gr')).toMatchObject({ actorName: 'Oliver Smith', reason: null, job: null });
  });

  it.skipIf(postgres && !url)('logs an anonymisation with who did it, and keeps the log once the guest is anonymised', async () => {
    const guestId = await guestOf('dk', 'venue-dk-norrebro');
    const res = await server.request('user-cd', { method: 'POST', url: `${api}/UserProfiles/dk/${guestId}/anonymize` });
    expect(res.statusCode, res.body).toBe(200);
    const log = await accessLog(guestId, 'dk');
    expect(log[0]).toMatchObject({ action: 'anonymise', actorUserId: 'user-cd', at: now.toISOString() });
  });

  it.skipIf(postgres && !url)('records a job without a person and a reason, as other areas call it', async () => {
    const guestId = await guestOf('fi', 'venue-fi-kallio');
    await recordGuestAccess(server.db, { guestId, actorUserId: null, job: 'retention', action: 'anonymise', reason: 'No activity for 36 months', at: now.add(1, 'hour').toDate() });
    expect((await accessLog(guestId, 'fi'))[0]).toMatchObject({ action: 'anonymise', actorUserId: null, actorName: null, job: 'retention', reason: 'No activity for 36 months' });
  });

  it.skipIf(postgres && !url)('is shown to head office only: 403 without the permission, 404 in another country', async () => {
    const guestId = await guestOf('uk', 'venue-uk-shoreditch');
    for (const user of ['user-gr', 'user-cd', 'user-cm']) expect((await get(user, `/UserProfiles/uk/${guestId}/accessLog`)).statusCode, user).toBe(403);
    expect((await get('user-hq', `/UserProfiles/dk/${guestId}/accessLog`)).statusCode).toBe(404);
    // Reading the access log is not itself an opening of the profile.
    const before = (await accessLog(guestId, 'uk')).length;
    expect((await accessLog(guestId, 'uk')).length).toBe(before);
  });
});
