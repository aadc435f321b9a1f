import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';

const base = '/api/main/venue/info';
let server: TestServer;
const at = (venueId: string) => ({ venueid: venueId });
/** General information with every field sent and none given: a PUT of it must name each field. */
const NO_GENERAL = { description: null, phone: null, email: null, website: null, capacity: null, ageLimit: null };

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('venue info', () => {
  it('reads the address, general info and opening hours of the venue in the venueId header', async () => {
    const address = await server.request('user-vm', { method: 'GET', url: `${base}/address`, headers: at('venue-dk-norrebro') });
    expect(address.json()).toMatchObject({ street: 'Nørrebrogade 52', city: 'København N', country: 'dk' });
    const general = await server.request('user-vm', { method: 'GET', url: `${base}/general`, headers: at('venue-dk-norrebro') });
    expect(general.json()).toMatchObject({ capacity: 180, description: { dan: expect.stringContaining('kvartersbar') } });
    const hours = (await server.request('user-vm', { method: 'GET', url: `${base}/openinghours`, headers: at('venue-dk-norrebro') })).json();
    expect(hours.timeZone).toBe('Europe/Copenhagen');
    expect(hours.openingHours.map((h: { weekday: number }) => h.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('answers null for a venue without info yet, and creates it on the first save', async () => {
    const venue = at('venue-uk-manchester');
    expect((await server.request('user-hq', { method: 'GET', url: `${base}/address`, headers: venue })).body).toBe('null');
    const saved = await server.request('user-hq', { method: 'POST', url: `${base}/address`, headers: venue, payload: { street: '27 Oldham Street', postalCode: 'M1 1JG', city: 'Manchester', country: 'uk', version: 0 } });
    expect(saved.json()).toMatchObject({ city: 'Manchester', version: 1 });
    expect((await server.request('user-hq', { method: 'GET', url: `${base}/address`, headers: venue })).json()).toMatchObject({ city: 'Manchester', version: 1 });
    const general = await server.request('user-hq', { method: 'PUT', url: `${base}/general`, headers: venue, payload: { ...NO_GENERAL, capacity: 190, email: 'nqt@venueportal.test', version: 0 } });
    expect(general.json()).toMatchObject({ capacity: 190, version: 1 });
    expect((await server.request('user-hq', { method: 'GET', url: `${base}/address`, headers: venue })).json()).toMatchObject({ city: 'Manchester', version: 1 });
  });

  it('refuses a save made from an older version of the section (409), and keeps what was saved', async () => {
    const venue = at('venue-dk-vesterbro');
    const read = (await server.request('user-hq', { method: 'GET', url: `${base}/general`, headers: venue })).json() ?? { version: 0 };
    const first = await server.request('user-hq', { method: 'PUT', url: `${base}/general`, headers: venue, payload: { ...NO_GENERAL, email: 'first@venueportal.test', version: read.version } });
    expect(first.json()).toMatchObject({ email: 'first@venueportal.test', version: read.version + 1 });
    const stale = await server.request('user-hq', { method: 'PUT', url: `${base}/general`, headers: venue, payload: { ...NO_GENERAL, email: 'second@venueportal.test', version: read.version } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^The general information of this venue was changed by someone else \(now version \d+, yours \d+\)\. Reload it/);
    expect((await server.request('user-hq', { method: 'GET', url: `${base}/general`, headers: venue })).json()).toMatchObject({ email: 'first@venueportal.test' });
    // Sections have their own versions: the address is saved from its own, whatever happened to the general info.
    const address = (await server.request('user-hq', { method: 'GET', url: `${base}/address`, headers: venue })).json() ?? { version: 0 };
    const moved = await server.request('user-hq', { method: 'POST', url: `${base}/address`, headers: venue, payload: { street: 'Istedgade 1', postalCode: '1650', city: 'København V', country: 'dk', version: address.version } });
    expect(moved.statusCode, moved.body).toBe(200);
    const hours = (await server.request('user-hq', { method: 'GET', url: `${base}/openinghours`, headers: venue })).json();
    const stalehours = await server.request('user-hq', { method: 'POST', url: `${base}/openinghours`, headers: venue, payload: { openingHours: [], version: hours.version + 1 } });
    expect(stalehours.statusCode).toBe(409);
  });

  it('refuses general information that leaves fields out (400 naming the first), instead of erasing them', async () => {
    const venue = at('venue-dk-norrebro');
    const before = (await server.request('user-vm', { method: 'GET', url: `${base}/general`, headers: venue })).json();
    const empty = await server.request('user-vm', { method: 'PUT', url: `${base}/general`, headers: venue, payload: { version: before.version } });
    expect(empty.json()).toMatchObject({ status: 400, field: 'body.description', message: 'body.description: is required' });
    const noVersion = await server.request('user-vm', { method: 'PUT', url: `${base}/general`, headers: venue, payload: { ...NO_GENERAL } });
    expect(noVersion.json()).toMatchObject({ status: 400, field: 'body.version' });
    expect((await server.request('user-vm', { method: 'GET', url: `${base}/general`, headers: venue })).json()).toEqual(before);
  });

  it('names the field of bad input', async () => {
    const venue = at('venue-dk-norrebro');
    expect((await server.request('user-vm', { method: 'POST', url: `${base}/address`, headers: venue, payload: { street: '', postalCode: '2200', city: 'Kbh', country: 'dk', version: 0 } })).json()).toMatchObject({ status: 400, field: 'body.street' });
    expect((await server.request('user-vm', { method: 'PUT', url: `${base}/general`, headers: venue, payload: { ...NO_GENERAL, email: 'not-an-email', version: 0 } })).json()).toMatchObject({ status: 400, field: 'body.email' });
    expect((await server.request('user-vm', { method: 'GET', url: `${base}/address` })).json()).toMatchObject({ status: 400, field: 'header.venueid' });
  });

  it('checks opening hours: each weekday once, times unless closed, opening and closing differ', async () => {
    const venue = at('venue-dk-norrebro');
    const { version } = (await server.request('user-vm', { method: 'GET', url: `${base}/openinghours`, headers: venue })).json();
    const post = (openingHours: unknown[]) => server.request('user-vm', { method: 'POST', url: `${base}/openinghours`, headers: venue, payload: { openingHours, version } });
    expect((await post([{ weekday: 1, closed: false, opens: '25:00', closes: '02:00' }])).json()).toMatchObject({ status: 400, field: 'body.openingHours.0.opens' });
    expect((await post([{ weekday: 1, closed: false, opens: '16:00' }])).json()).toMatchObject({ status: 400, field: 'body.openingHours.0.closes' });
    expect((await post([{ weekday: 2, closed: true }, { weekday: 2, closed: true }])).json()).toMatchObject({ status: 400, field: 'body.openingHours.1.weekday' });
    expect((await post([{ weekday: 3, closed: false, opens: '18:00', closes: '18:00' }])).json()).toMatchObject({ status: 400, field: 'body.openingHours.0.closes' });
    const saved = await post([{ weekday: 5, closed: false, opens: '16:00', closes: '03:00' }, { weekday: 1, closed: true, opens: '10:00' }]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      timeZone: 'Europe/Copenhagen',
      openingHours: [
        { weekday: 1, closed: true, opens: null, closes: null },
        { weekday: 5, closed: false, opens: '16:00', closes: '03:00' },
      ],
      version: version + 1,
    });
  });

  it('lets a shift manager read but not change', async () => {
    const venue = at('venue-dk-norrebro');
    expect((await server.request('user-sm', { method: 'GET', url: `${base}/address`, headers: venue })).statusCode).toBe(200);
    expect((await server.request('user-sm', { method: 'POST', url: `${base}/address`, headers: venue, payload: { street: 'x', postalCode: '1', city: 'y', country: 'dk', version: 0 } })).statusCode).toBe(403);
  });

  it('lists the users holding a role at the venue now', async () => {
    const users = (await server.request('user-vm', { method: 'GET', url: `${base}/users`, headers: at('venue-dk-norrebro') })).json();
    const names = users.map((u: { name: string }) => u.name);
    expect(names).toEqual(expect.arrayContaining(['Lars Nielsen', 'Sofie Larsen', 'Mads Kjær']));
    expect(users.find((u: { name: string }) => u.name === 'Lars Nielsen').roles).toEqual(['vm']);
    const aarhus = (await server.request('user-cd', { method: 'GET', url: `${base}/users`, headers: at('venue-dk-aarhus') })).json();
    expect(aarhus.map((u: { name: string }) => u.name)).not.toContain('Lars Nielsen');
  });
});
