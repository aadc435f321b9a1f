import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '@/shared/clock';
import type { GuestRequestRow } from '@/shared/guests/guestRequests';
import { pinClock } from '../support/pinnedClock';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * The register of data-subject requests: due one month after receipt, counted in the guest's country (month ends and
 * daylight-saving nights included), status moves, overdue, and the permission. Pinned clock.
 */
const api = '/api/crm/api';
const now = pinClock('2026-01-31T10:00:00Z');

describe('data-subject request register', () => {
  let server: TestServer;
  const call = (user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => server.request(user, { method, url: `${api}${url}`, payload: payload as object });
  const guests: Record<string, string> = {};
  const register = async (country: 'uk' | 'dk', body: Record<string, unknown> = {}, user = 'user-hq') => {
    const res = await call(user, 'POST', '/GuestRequests', { guestId: guests[country], country, type: 'Access', ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as GuestRequestRow;
  };
  const change = (r: GuestRequestRow, patch: Record<string, unknown>, user = 'user-hq') =>
    call(user, 'PUT', '/GuestRequests', { id: r.id, version: r.version, type: r.type, receivedOn: r.receivedOn, status: r.status, refusalReason: r.refusalReason, handledBy: r.handledBy, notes: r.notes, ...patch });

  beforeAll(async () => {
    server = await startTestServer();
    for (const [country, venueId] of [['uk', 'venue-uk-shoreditch'], ['dk', 'venue-dk-norrebro']] as const) {
      guests[country] = `dsr-guest-${country}`;
      await server.db.insertInto('guestProfiles').values({ id: guests[country], country, venueId, firstName: 'Request', lastName: country.toUpperCase(), visitCount: 0, totalSpend: 0, points: 0 }).execute();
    }
  }, 180_000);
  afterAll(async () => server?.close());
  afterEach(() => clock.set(now.toDate()));

  it('is due one month after receipt, clamped at a month end', async () => {
    const r = await register('uk', {}, 'user-gr');
    expect(r).toMatchObject({ receivedOn: '2026-01-31', dueOn: '2026-02-28', status: 'Open', overdue: false, guestName: 'Request UK', country: 'uk' });
    expect((await register('uk', { receivedOn: '2025-01-31' })).dueOn).toBe('2025-02-28');
    expect((await register('uk', { receivedOn: '2024-01-31' })).dueOn).toBe('2024-02-29');
  });

  it("counts the received day in the guest's country, across the night the clocks change", async () => {
    // 23:30 UTC on 28 March 2026: already 00:30 on the 29th in Copenhagen (summer time starts that night), still the 28th in London.
    clock.set('2026-03-28T23:30:00Z');
    expect(await register('dk')).toMatchObject({ receivedOn: '2026-03-29', dueOn: '2026-04-29' });
    expect(await register('uk')).toMatchObject({ receivedOn: '2026-03-28', dueOn: '2026-04-28' });
    // Received the day summer time ends.
    clock.set('2026-11-20T12:00:00Z');
    expect((await register('dk', { receivedOn: '2026-10-25' })).dueOn).toBe('2026-11-25');
  });

  it('is overdue once its due day has passed in the country, and the overdue filter finds it', async () => {
    const r = await register('uk', { receivedOn: '2026-01-15', type: 'Erasure' });
    expect(r.dueOn).toBe('2026-02-15');
    clock.set('2026-02-15T23:30:00Z');
    expect((await call('user-hq', 'GET', `/GuestRequests/${r.id}`)).json().overdue).toBe(false);
    clock.set('2026-02-16T00:30:00Z');
    expect((await call('user-hq', 'GET', `/GuestRequests/${r.id}`)).json().overdue).toBe(true);
    const overdue = (await call('user-hq', 'GET', '/GuestRequests?overdue=true&country=uk&type=Erasure')).json() as GuestRequestRow[];
    expect(overdue.map((x) => x.id)).toContain(r.id);
    expect(overdue.every((x) => x.overdue)).toBe(true);
    const notOverdue = (await call('user-hq', 'GET', '/GuestRequests?overdue=false&country=uk')).json() as GuestRequestRow[];
    expect(notOverdue.map((x) => x.id)).not.toContain(r.id);
    // Answered requests are never overdue.
    const done = await change(r, { status: 'Done' });
    expect(done.json()).toMatchObject({ status: 'Done', overdue: false });
  });

  it('moves only along the allowed transitions, refuses with a reason and checks the version', async () => {
    const r = await register('uk', { type: 'Correction', handledBy: 'user-gr', notes: 'Asked at the bar' });
    expect(r).toMatchObject({ handledBy: 'user-gr', handledByName: 'Oliver Smith', notes: 'Asked at the bar' });
    const started = await change(r, { status: 'InProgress' });
    expect(started.statusCode, started.body).toBe(200);
    const inProgress = started.json() as GuestRequestRow;
    expect((await change(r, { status: 'Done' })).statusCode).toBe(409);
    const noReason = await change(inProgress, { status: 'Refused', refusalReason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ field: 'body.refusalReason' });
    const refused = await change(inProgress, { status: 'Refused', refusalReason: 'We hold no data about this person' });
    expect(refused.json()).toMatchObject({ status: 'Refused', refusalReason: 'We hold no data about this person' });
    const reopen = await change(refused.json(), { status: 'Open' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toMatch(/A data-subject request that is refused cannot become open/);
  });

  it('validates every field', async () => {
    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await call('user-hq', 'POST', '/GuestRequests', { guestId: guests.uk, country: 'uk', type: 'Access', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field).toBe(field);
    };
    await bad({ type: 'Deletion' }, 'body.type');
    await bad({ receivedOn: '31-01-2026' }, 'body.receivedOn');
    await bad({ receivedOn: '2026-02-01' }, 'body.receivedOn');
    await bad({ country: 'dk' }, 'body.country');
    await bad({ guestId: 'no-such-guest' }, 'body.guestId');
    await bad({ handledBy: 'no-such-user' }, 'body.handledBy');
  });

  it('is for head office and guest relations only: 403 without the permission or in another country', async () => {
    for (const user of ['user-cd', 'user-cm', 'user-vm']) {
      expect((await call(user, 'GET', '/GuestRequests')).statusCode, user).toBe(403);
      expect((await call(user, 'POST', '/GuestRequests', { guestId: guests.uk, country: 'uk', type: 'Access' })).statusCode, user).toBe(403);
    }
    // Guest relations work in the UK: Danish requests are not theirs.
    expect((await call('user-gr', 'POST', '/GuestRequests', { guestId: guests.dk, country: 'dk', type: 'Access' })).statusCode).toBe(403);
    expect((await call('user-gr', 'GET', '/GuestRequests?country=dk')).statusCode).toBe(403);
    const listed = (await call('user-gr', 'GET', '/GuestRequests')).json() as GuestRequestRow[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((r) => r.country === 'uk')).toBe(true);
  });
});
