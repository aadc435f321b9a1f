import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';

const api = '/api/crm/api';
let server: TestServer;

interface Summary {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  venueId: string | null;
  country: string;
}
interface Page {
  items: Summary[];
  top: number;
  skip: number;
  hasMore: boolean;
  count: number | null;
  countCapped: boolean;
}

const get = (user: string, url: string, headers: Record<string, string> = {}) => server.request(user, { method: 'GET', url: `${api}${url}`, headers });
const post = (user: string, url: string, payload?: unknown) => server.request(user, { method: 'POST', url: `${api}${url}`, payload: payload as object });

async function findOne(country: string, query: string): Promise<Summary> {
  const page = (await get('user-hq', `/UserProfiles/${country}?query=${encodeURIComponent(query)}`)).json() as Page;
  expect(page.items.length, query).toBeGreaterThan(0);
  return page.items[0];
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('guest search (GET /UserProfiles/{country})', () => {
  it('finds a guest by first name, by last name first, by email and by phone, with the count of matches', async () => {
    for (const query of ['karoline', 'Karoline Bech', 'bech-winther karo', 'karoline.bech@', '28 44 19', '+45 2844']) {
      const res = await get('user-hq', `/UserProfiles/dk?query=${encodeURIComponent(query)}&includeCount=true`);
      expect(res.statusCode, query).toBe(200);
      const page = res.json() as Page;
      expect(page.items.map((g) => `${g.firstName} ${g.lastName}`), query).toContain('Karoline Bech-Winther');
      expect(page.count, query).toBeGreaterThanOrEqual(1);
      expect(page.countCapped).toBe(false);
    }
  });

  it('honours top and skip without a query, in name order, and counts only when asked', async () => {
    const first = (await get('user-hq', '/UserProfiles/dk?top=5&skip=0&includeCount=true')).json() as Page;
    const second = (await get('user-hq', '/UserProfiles/dk?top=5&skip=5')).json() as Page;
    const both = (await get('user-hq', '/UserProfiles/dk?top=10')).json() as Page;
    expect(first.items).toHaveLength(5);
    expect([...first.items, ...second.items].map((g) => g.id)).toEqual(both.items.map((g) => g.id));
    // 2,000 Danish guests: the search counts up to 1,000.
    expect(first).toMatchObject({ count: 1000, countCapped: true });
    expect(first.hasMore).toBe(true);
    expect(second.count).toBeNull();
    const names = both.items.filter((g) => g.lastName).map((g) => `${g.lastName} ${g.firstName}`.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(both.items.every((g) => g.country === 'dk')).toBe(true);
  });

  it('pages through every match of a query without gaps or repeats, name matches before email matches', async () => {
    const query = 'ma';
    const total = ((await get('user-hq', `/UserProfiles/dk?query=${query}&top=1&includeCount=true`)).json() as Page).count!;
    expect(total).toBeGreaterThan(100);
    const seen: Summary[] = [];
    for (let skip = 0; ; skip += 37) {
      const page = (await get('user-hq', `/UserProfiles/dk?query=${query}&top=37&skip=${skip}`)).json() as Page;
      seen.push(...page.items);
      if (!page.hasMore) break;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((g) => g.id)).size).toBe(total);
    const byName = (g: Summary) => `${g.lastName} ${g.firstName}`.toLowerCase().startsWith(query) || `${g.firstName} ${g.lastName}`.toLowerCase().startsWith(query);
    const firstEmailOnly = seen.findIndex((g) => !byName(g));
    if (firstEmailOnly >= 0) expect(seen.slice(firstEmailOnly).every((g) => !byName(g))).toBe(true);
  });

  it('refuses bad paging and another country', async () => {
    expect((await get('user-hq', '/UserProfiles/dk?top=0')).json()).toMatchObject({ status: 400, field: 'query.top' });
    expect((await get('user-hq', '/UserProfiles/dk?top=101')).json()).toMatchObject({ status: 400, field: 'query.top' });
    expect((await get('user-hq', '/UserProfiles/dk?skip=10001')).json()).toMatchObject({ status: 400, field: 'query.skip' });
    expect((await get('user-hq', '/UserProfiles/dk?top=abc')).json()).toMatchObject({ status: 400, field: 'query.top' });
    expect((await get('user-hq', '/UserProfiles/se')).statusCode).toBe(400);
    expect((await get('user-gr', '/UserProfiles/dk')).statusCode).toBe(403);
    expect((await get('user-vm', '/UserProfiles/dk')).statusCode).toBe(403);
    expect((await get('user-gr', '/UserProfiles/uk?top=3')).statusCode).toBe(200);
  });

  it('searches the guests of a venue, in the venue’s country only', async () => {
    const page = (await get('user-hq', '/UserProfiles/dk/venue/venue-dk-norrebro?top=50&includeCount=true')).json() as Page;
    expect(page.items.length).toBe(50);
    expect(page.items.every((g) => g.venueId === 'venue-dk-norrebro')).toBe(true);
    expect(page.count).toBeGreaterThan(100);
    const karoline = (await get('user-hq', '/UserProfiles/dk/venue/venue-dk-norrebro?query=karoline%20b')).json() as Page;
    expect(karoline.items.map((g) => g.lastName)).toContain('Bech-Winther');
    expect((await get('user-hq', '/UserProfiles/dk/venue/venue-uk-soho')).json()).toMatchObject({ status: 400, field: 'venueId' });
    expect((await get('user-cd', '/UserProfiles/uk/venue/venue-uk-soho')).statusCode).toBe(403);
    const gp = (await get('user-gr', '/GuestProfiles/venue/venue-uk-shoreditch?query=charlotte')).json() as Page;
    expect(gp.items.map((g) => g.lastName)).toContain('Pemberton');
    expect((await get('user-gr', '/GuestProfiles/venue/venue-dk-norrebro')).statusCode).toBe(403);
  });

  it("lists the signed-in user's referrals", async () => {
    const mine = (await get('user-gr', '/UserProfiles/uk/myReferrals?top=100&includeCount=true')).json() as Page;
    expect(mine.items.length).toBeGreaterThan(0);
    const ids = mine.items.map((g) => g.id);
    const referrers = await server.db.selectFrom('guestProfiles').select('referredByUserId').where('id', 'in', ids).execute();
    expect(referrers.every((r) => r.referredByUserId === 'user-gr')).toBe(true);
    expect(mine.count).toBe(ids.length);
    const viaHeader = (await get('user-gr', '/GuestProfiles/myReferrals?top=100', { countryid: 'uk' })).json() as Page;
    expect(viaHeader.items.map((g) => g.id)).toEqual(ids);
    expect((await get('user-gr', '/GuestProfiles/myReferrals', { countryid: 'dk' })).statusCode).toBe(403);
    expect(((await get('user-vm', '/UserProfiles/dk/myReferrals')).statusCode)).toBe(403);
  });
});

describe('guest profile', () => {
  it('answers the profile with consents, notes, referrals, the log, field sources and the global log', async () => {
    const guest = await findOne('dk', 'karoline');
    const profile = (await get('user-cd', `/UserProfiles/dk/${guest.id}`)).json();
    expect(profile).toMatchObject({ id: guest.id, firstName: 'Karoline', venueId: 'venue-dk-norrebro', venueName: 'Nørrebro Social', labels: ['VIP', 'Birthday club'] });
    expect(profile.consents.map((c: { consent: string }) => c.consent)).toEqual(expect.arrayContaining(['PersonalData', 'Email', 'Marketing']));
    expect(profile.notes).toHaveLength(2);
    expect(profile.referrals.referred.length).toBeGreaterThanOrEqual(4);
    expect(profile.referrals.links[0].shortUrl).toMatch(/\/s\/[A-Z0-9]{7}$/);

    const log = (await get('user-cd', `/UserProfiles/dk/${guest.id}/log`)).json();
    expect(log.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['Created', 'ConsentAdded', 'NoteAdded']));
    const sources = (await get('user-cd', `/UserProfiles/dk/${guest.id}/fieldSources`)).json();
    expect(sources).toHaveLength(8);
    expect(sources.find((s: { field: string }) => s.field === 'GuestEmail')).toMatchObject({ hasValue: true, source: 'BookingForm' });
    const global = (await get('user-cd', `/GlobalLogs/ForGuest/${guest.id}`)).json();
    expect(global).toHaveLength(8);
    expect(global[0]).toMatchObject({ system: expect.any(String), message: expect.any(String) });

    const same = (await get('user-cd', `/GuestProfiles/guest?id=${guest.id}`)).json();
    expect(same.id).toBe(guest.id);
    const value = (await get('user-cd', `/GuestProfiles/value?id=${guest.id}`)).json();
    expect(value).toMatchObject({ visitCount: 23, currency: 'DKK', referrals: expect.any(Number) });
  });

  it('is not found in another country or by an unknown id, and refused to users without the permission there', async () => {
    const guest = await findOne('dk', 'karoline');
    expect((await get('user-hq', `/UserProfiles/uk/${guest.id}`)).statusCode).toBe(404);
    expect((await get('user-hq', '/UserProfiles/dk/no-such-guest')).statusCode).toBe(404);
    expect((await get('user-hq', '/UserProfiles/dk/no-such-guest/log')).statusCode).toBe(404);
    expect((await get('user-gr', `/UserProfiles/dk/${guest.id}`)).statusCode).toBe(403);
    expect((await get('user-gr', `/GuestProfiles/guest?id=${guest.id}`)).statusCode).toBe(403);
    expect((await get('user-gr', `/GlobalLogs/ForGuest/${guest.id}`)).statusCode).toBe(403);
  });

  it('updates personal data with the version, logs each change with old and new value, and records the field source', async () => {
    const guest = await findOne('uk', 'charlotte pemberton');
    const before = (await get('user-gr', `/UserProfiles/uk/${guest.id}`)).json();
    const res = await post('user-gr', `/UserProfiles/uk/${guest.id}`, { version: before.version, phone: '+44 7700 900999', labels: ['vip', 'Student'] });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json();
    expect(after).toMatchObject({ phone: '+44 7700 900999', labels: ['VIP', 'Student'], version: before.version + 1, firstName: 'Charlotte' });
    const log = (await get('user-gr', `/UserProfiles/uk/${guest.id}/log`)).json();
    expect(log[0]).toMatchObject({ createdBy: 'user-gr', createdByName: 'Oliver Smith' });
    expect(log).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'FieldChanged', field: 'GuestPhone', oldValue: before.phone, newValue: '+44 7700 900999' })]));
    const sources = (await get('user-gr', `/UserProfiles/uk/${guest.id}/fieldSources`)).json();
    expect(sources.find((s: { field: string }) => s.field === 'GuestPhone')).toMatchObject({ source: 'Manual', updatedBy: 'user-gr', updatedByName: 'Oliver Smith' });
    // Found by the new number.
    expect((await findOne('uk', '07700 900999')).id).toBe(guest.id);

    expect((await post('user-gr', `/UserProfiles/uk/${guest.id}`, { version: before.version, phone: '+44 7700 900000' })).statusCode).toBe(409);
    expect((await post('user-gr', `/UserProfiles/uk/${guest.id}`, { version: after.version, email: 'nope' })).json()).toMatchObject({ status: 400, field: 'body.email' });
    expect((await post('user-gr', `/UserProfiles/uk/${guest.id}`, { version: after.version, labels: ['Unknown label'] })).json()).toMatchObject({ status: 400, field: 'body.labels' });
    expect((await post('user-gr', `/UserProfiles/uk/${guest.id}`, { phone: '+44 7700 900000' })).json()).toMatchObject({ status: 400, field: 'body.version' });
    expect((await post('user-gr', `/UserProfiles/uk/${guest.id}`, { version: after.version, venueId: 'venue-dk-norrebro' })).json()).toMatchObject({ status: 400, field: 'body.venueId' });
    const other = await findOne('uk', 'smith');
    const otherProfile = (await get('user-gr', `/UserProfiles/uk/${other.id}`)).json();
    expect((await post('user-gr', `/UserProfiles/uk/${other.id}`, { version: otherProfile.version, email: 'Charlotte.Pemberton@gmail.com' })).statusCode).toBe(409);
  });

  it('creates, updates (PUT) and deletes a guest on the GuestProfiles resource', async () => {
    const body = { country: 'no', venueId: 'venue-no-bryggen', firstName: 'Åse', lastName: 'Fjellheim', email: 'ase.fjellheim@online.no', labels: ['Regular'] };
    expect((await post('user-rm', '/GuestProfiles', body)).statusCode).toBe(403);
    expect((await post('user-hq', '/GuestProfiles', { country: 'no' })).json()).toMatchObject({ status: 400, field: 'body.firstName' });
    expect((await post('user-hq', '/GuestProfiles', { ...body, venueId: 'venue-fi-kallio' })).json()).toMatchObject({ status: 400, field: 'body.venueId' });
    const created = await post('user-hq', '/GuestProfiles', body);
    expect(created.statusCode, created.body).toBe(200);
    const guest = created.json();
    expect(guest).toMatchObject({ firstName: 'Åse', country: 'no', source: 'Manual', version: 1 });
    expect((await findOne('no', 'fjellheim åse')).id).toBe(guest.id);
    const put = await server.request('user-hq', { method: 'PUT', url: `${api}/GuestProfiles`, payload: { ...body, id: guest.id, version: 1, lastName: 'Fjellheim-Berg' } });
    expect(put.json()).toMatchObject({ lastName: 'Fjellheim-Berg', version: 2 });
    expect((await server.request('user-hq', { method: 'PUT', url: `${api}/GuestProfiles`, payload: { ...body, id: guest.id, version: 1 } })).statusCode).toBe(409);
    expect((await server.request('user-hq', { method: 'PUT', url: `${api}/GuestProfiles`, payload: { ...body, country: 'dk', id: guest.id, version: 2 } })).json()).toMatchObject({ status: 400, field: 'body.country' });
    expect((await server.request('user-rm', { method: 'PUT', url: `${api}/GuestProfiles`, payload: { ...body, id: guest.id, version: 2 } })).statusCode).toBe(403);
    // A hard delete needs more than the view permission: head office only.
    expect((await server.request('user-rm', { method: 'DELETE', url: `${api}/GuestProfiles?id=${guest.id}` })).statusCode).toBe(403);
    const removed = await server.request('user-hq', { method: 'DELETE', url: `${api}/GuestProfiles?id=${guest.id}` });
    expect(removed.statusCode).toBe(204);
    expect((await get('user-hq', `/GuestProfiles/guest?id=${guest.id}`)).statusCode).toBe(404);
    const global = await server.db.selectFrom('globalLogs').select(['message', 'createdBy']).where('guestId', '=', guest.id).execute();
    expect(global).toContainEqual({ message: 'Guest profile deleted', createdBy: 'user-hq' });
    const log = await server.db.selectFrom('guestLogs').select(['action', 'oldValue', 'newValue', 'createdBy']).where('guestId', '=', guest.id).orderBy('createdAt').execute();
    expect(log.map((e) => e.action)).toEqual(['Created', 'FieldChanged', 'Deleted']);
    expect(log.every((e) => e.oldValue === null && e.newValue === null && e.createdBy === 'user-hq')).toBe(true);
  });

  it('deletes a guest for good only for head office, keeping the audit of its anonymisation', async () => {
    const guest = await findOne('dk', 'a');
    const del = (user: string) => server.request(user, { method: 'DELETE', url: `${api}/GuestProfiles?id=${guest.id}` });
    expect((await del('user-cd')).statusCode).toBe(403);
    expect((await server.request('user-hq', { method: 'DELETE', url: `${api}/GuestProfiles?id=no-such-guest` })).statusCode).toBe(404);
    expect((await post('user-cd', `/UserProfiles/dk/${guest.id}/anonymize`)).statusCode).toBe(200);
    expect((await del('user-cd')).statusCode).toBe(403);
    expect((await del('user-hq')).statusCode).toBe(204);
    expect(await server.db.selectFrom('guestProfiles').select('id').where('id', '=', guest.id).execute()).toEqual([]);
    const log = await server.db.selectFrom('guestLogs').select(['action', 'createdBy', 'createdAt']).where('guestId', '=', guest.id).orderBy('createdAt', 'desc').orderBy('action').execute();
    expect(log[0]).toMatchObject({ action: 'Deleted', createdBy: 'user-hq' });
    expect(log).toContainEqual(expect.objectContaining({ action: 'Anonymized', createdBy: 'user-cd' }));
    const global = await server.db.selectFrom('globalLogs').select(['message', 'createdBy', 'category']).where('guestId', '=', guest.id).execute();
    expect(global).toContainEqual({ message: 'Personal data anonymised', createdBy: 'user-cd', category: 'Privacy' });
    const deleted = global.find((g) => g.message?.startsWith('Guest profile deleted'));
    expect(deleted).toMatchObject({ createdBy: 'user-hq', category: 'Privacy' });
    expect(deleted!.message).toMatch(/^Guest profile deleted \(its personal data had been anonymised on \d{4}-\d\d-\d\dT[\d:.]+Z by user-cd\)$/);
  });
});

describe('referrals', () => {
  const profile = async (country: string, id: string) => (await get('user-hq', `/UserProfiles/${country}/${id}`)).json();

  it('records the referrer when staff create a guest: the guest whose code is given, else the member of staff', async () => {
    const referrer = await profile('dk', (await findOne('dk', 'karoline bech')).id);
    expect(referrer.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    const withCode = await post('user-cd', '/GuestProfiles', { country: 'dk', firstName: 'Ida', lastName: 'Referred', referredByCode: ` ${referrer.referralCode.toLowerCase()} ` });
    expect(withCode.statusCode, withCode.body).toBe(200);
    expect(withCode.json()).toMatchObject({ referredByGuestId: referrer.id, referredByUserId: null, referrals: { referredBy: { kind: 'guest', id: referrer.id, name: 'Karoline Bech-Winther' } } });
    const log = (await get('user-cd', `/UserProfiles/dk/${withCode.json().id}/log`)).json();
    expect(log.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['Created', 'ReferredBy']));
    expect((await profile('dk', referrer.id)).referrals.referred.map((r: { id: string }) => r.id)).toContain(withCode.json().id);

    const byStaff = await post('user-cd', '/GuestProfiles', { country: 'dk', firstName: 'Ib', lastName: 'Walkin' });
    expect(byStaff.json()).toMatchObject({ referredByGuestId: null, referredByUserId: 'user-cd' });
    const mine = (await get('user-cd', '/UserProfiles/dk/myReferrals?query=walkin')).json() as Page;
    expect(mine.items.map((g) => g.id)).toContain(byStaff.json().id);

    const ukGuest = await profile('uk', (await findOne('uk', 'charlotte pemberton')).id);
    expect((await post('user-hq', '/GuestProfiles', { country: 'dk', firstName: 'X', referredByCode: ukGuest.referralCode })).json()).toMatchObject({ status: 400, field: 'body.referredByCode' });
    expect((await post('user-hq', '/GuestProfiles', { country: 'dk', firstName: 'X', referredByCode: 'NOSUCH22' })).json()).toMatchObject({ status: 400, field: 'body.referredByCode' });
  });

  it('records a referral on a change once, and keeps it when a PUT leaves it out', async () => {
    const [a, b, c] = await Promise.all(['Anker', 'Bording', 'Carlsen'].map((lastName) => post('user-hq', '/GuestProfiles', { country: 'dk', firstName: 'Test', lastName }).then((r) => r.json())));
    const change = (g: { id: string; version: number }, code: string) => post('user-hq', `/UserProfiles/dk/${g.id}`, { version: g.version, referredByCode: code });
    expect((await change(a, a.referralCode)).json()).toMatchObject({ status: 400, field: 'body.referredByCode' });
    const referred = await change(a, b.referralCode);
    expect(referred.statusCode, referred.body).toBe(200);
    expect(referred.json()).toMatchObject({ referredByGuestId: b.id, referredByUserId: null, version: a.version + 1 });
    // The same code again changes nothing; another is refused; b cannot be referred by a, whom b referred.
    expect((await change(referred.json(), b.referralCode)).json()).toMatchObject({ version: a.version + 1 });
    expect((await change(referred.json(), c.referralCode)).statusCode).toBe(409);
    expect((await change(b, a.referralCode)).json()).toMatchObject({ status: 400, field: 'body.referredByCode' });

    const put = await server.request('user-hq', { method: 'PUT', url: `${api}/GuestProfiles`, payload: { id: a.id, version: a.version + 1, country: 'dk', firstName: 'Test', lastName: 'Anker-Holm' } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ lastName: 'Anker-Holm', referredByGuestId: b.id });
    const global = await server.db.selectFrom('globalLogs').select(['message', 'category']).where('guestId', '=', a.id).execute();
    expect(global).toContainEqual({ message: 'Referral by another guest recorded', category: 'Referral' });
  });

  it('answers the referral link with an invitation page when no public site is configured', async () => {
    const guest = await profile('no', (await findOne('no', 'solveig aasen')).id);
    const open = await server.app.inject({ method: 'GET', url: `/refer/${guest.referralCode}?venue=${guest.venueId}` });
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toMatch(/^text\/html/);
    expect(open.headers['cache-control']).toBe('no-store');
    expect(open.body).toContain('lang="nb"');
    expect(open.body).toContain(guest.referralCode);
    expect(open.body).toContain(guest.venueName);
    expect(open.body).not.toContain('Solveig');
    const english = await server.app.inject({ method: 'GET', url: `/refer/${guest.referralCode.toLowerCase()}`, headers: { 'accept-language': 'en-GB,en;q=0.8' } });
    expect(english.body).toContain('A friend has invited you to our bars and restaurants.');
    const unknown = await server.app.inject({ method: 'GET', url: '/refer/NOSUCH22', headers: { 'accept-language': 'da' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Denne invitation er ikke længere gyldig.');
    // The short link of a referral link opens the page.
    const link = (await post('user-hq', '/GuestProfiles/shortenReferralLink', { guestId: guest.id })).json();
    const redirect = await server.app.inject({ method: 'GET', url: `/s/${link.code}` });
    expect(new URL(redirect.headers.location as string).pathname).toBe(`/refer/${guest.referralCode}`);
  });
});

describe('consents, notes and referral links', () => {
  it('adds and removes a consent at a venue, logged with who and when', async () => {
    const guest = await findOne('uk', 'charlotte pemberton');
    const add = await post('user-gr', '/GuestProfiles/venue/consent', { guestId: guest.id, venueId: 'venue-uk-soho', consent: 'SnailMail' });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().consents).toEqual(expect.arrayContaining([expect.objectContaining({ venueId: 'venue-uk-soho', consent: 'SnailMail', createdBy: 'user-gr', createdByName: 'Oliver Smith' })]));
    expect((await post('user-gr', '/GuestProfiles/venue/consent', { guestId: guest.id, venueId: 'venue-uk-soho', consent: 'SnailMail' })).statusCode).toBe(409);
    expect((await post('user-gr', '/GuestProfiles/venue/consent', { guestId: guest.id, venueId: 'venue-uk-soho', consent: 'Fax' })).json()).toMatchObject({ status: 400, field: 'body.consent' });
    expect((await post('user-hq', '/GuestProfiles/venue/consent', { guestId: guest.id, venueId: 'venue-dk-norrebro', consent: 'Email' })).json()).toMatchObject({ status: 400, field: 'body.venueId' });
    expect((await post('user-gr', '/GuestProfiles/venue/consent', { guestId: 'no-such-guest', venueId: 'venue-uk-soho', consent: 'Email' })).statusCode).toBe(404);

    const remove = (consent: string, user = 'user-gr', venueId = 'venue-uk-soho') => server.request(user, { method: 'DELETE', url: `${api}/GuestProfiles/venue/consent?guestId=${guest.id}&venueId=${venueId}&consent=${consent}` });
    expect((await remove('SnailMail', 'user-cd')).statusCode).toBe(403);
    const removed = await remove('SnailMail');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().consents.some((c: { venueId: string; consent: string }) => c.venueId === 'venue-uk-soho' && c.consent === 'SnailMail')).toBe(false);
    expect((await remove('SnailMail')).statusCode).toBe(404);

    const log = (await get('user-gr', `/UserProfiles/uk/${guest.id}/log`)).json() as { action: string; consent: string; venueId: string; createdBy: string; createdAt: string }[];
    const entries = log.filter((e) => e.consent === 'SnailMail' && e.venueId === 'venue-uk-soho');
    expect(entries.map((e) => e.action)).toEqual(['ConsentRemoved', 'ConsentAdded']);
    expect(entries.every((e) => e.createdBy === 'user-gr' && !Number.isNaN(Date.parse(e.createdAt)))).toBe(true);
  });

  it('adds a note as plain text', async () => {
    const guest = await findOne('uk', 'charlotte pemberton');
    const res = await post('user-gr', '/GuestProfiles/Note', { guestId: guest.id, text: 'Likes <b>gin</b> & tonic<script>alert(1)</script>', venueId: 'venue-uk-shoreditch' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ text: 'Likes gin & tonic', createdByName: 'Oliver Smith' });
    expect((await post('user-gr', '/GuestProfiles/Note', { guestId: guest.id, text: '' })).json()).toMatchObject({ status: 400, field: 'body.text' });
    expect((await post('user-gr', '/GuestProfiles/Note', { guestId: guest.id, text: '<p></p>' })).json()).toMatchObject({ status: 400, field: 'body.text' });
  });

  it('shortens the referral link into a short link this server redirects', async () => {
    const guest = await findOne('fi', 'kaisa lindqvist');
    const first = await post('user-cm', '/GuestProfiles/shortenReferralLink', { guestId: guest.id, venueId: 'venue-fi-tampere' });
    expect(first.statusCode, first.body).toBe(200);
    const link = first.json();
    expect(link.url).toContain(`/refer/${link.referralCode}?venue=venue-fi-tampere`);
    expect(link.shortUrl).toMatch(/^http:\/\/localhost:\d+\/s\/[A-Z0-9]{7}$/);
    const again = (await post('user-cm', '/GuestProfiles/shortenReferralLink', { guestId: guest.id, venueId: 'venue-fi-tampere' })).json();
    expect(again.code).toBe(link.code);

    const open = await server.app.inject({ method: 'GET', url: `/s/${link.code}` });
    expect(open.statusCode).toBe(302);
    expect(open.headers.location).toBe(link.url);
    expect((await server.app.inject({ method: 'GET', url: `/s/${link.code.toLowerCase()}` })).statusCode).toBe(302);
    const clicks = await server.db.selectFrom('shortLinks').select('clicks').where('code', '=', link.code).executeTakeFirstOrThrow();
    expect(clicks.clicks).toBe(2);
    expect((await server.app.inject({ method: 'GET', url: '/s/NOSUCH1' })).statusCode).toBe(404);

    expect((await post('user-cm', '/GuestProfiles/shortenReferralLink', { guestId: guest.id, venueId: 'venue-dk-norrebro' })).json()).toMatchObject({ status: 400, field: 'body.venueId' });
    expect((await post('user-gr', '/GuestProfiles/shortenReferralLink', { guestId: guest.id })).statusCode).toBe(403);
    const log = (await get('user-cm', `/UserProfiles/fi/${guest.id}/log`)).json();
    expect(log[0]).toMatchObject({ action: 'ReferralLinkCreated', newValue: link.code });
  });
});

describe('guest query count', () => {
  it('counts the guests a query reaches, on both resources', async () => {
    const all = (await post('user-hq', '/UserProfiles/guestQuery/count', { country: 'dk' })).json();
    const live = await server.db.selectFrom('guestProfiles').select((eb) => eb.fn.countAll<number>().as('n')).where('country', '=', 'dk').where('anonymizedAt', 'is', null).executeTakeFirstOrThrow();
    expect(all).toEqual({ count: Number(live.n), capped: false });
    expect(all.count).toBeGreaterThan(1990);
    const email = (await post('user-hq', '/UserProfiles/guestQuery/count', { country: 'dk', consents: ['Email'] })).json();
    expect(email.count).toBeGreaterThan(900);
    expect(email.count).toBeLessThan(all.count);
    const atVenue = (await post('user-hq', '/GuestProfiles/guestQuery/count', { country: 'dk', venueIds: ['venue-dk-norrebro'], consents: ['Email', 'Marketing'] })).json();
    expect(atVenue.count).toBeGreaterThan(0);
    expect(atVenue.count).toBeLessThan(email.count);
    const vip = (await post('user-hq', '/UserProfiles/guestQuery/count', { country: 'dk', labels: ['VIP'], minAge: 18, maxAge: 130 })).json();
    expect(vip.count).toBeGreaterThan(0);
    const karoline = (await post('user-hq', '/UserProfiles/guestQuery/count', { country: 'dk', query: 'karoline bech' })).json();
    expect(karoline).toEqual({ count: 1, capped: false });
  });

  it('refuses bad queries and other countries', async () => {
    expect((await post('user-hq', '/UserProfiles/guestQuery/count', {})).json()).toMatchObject({ status: 400, field: 'body.country' });
    expect((await post('user-hq', '/UserProfiles/guestQuery/count', { country: 'dk', consents: ['Fax'] })).json()).toMatchObject({ status: 400, field: 'body.consents.0' });
    expect((await post('user-hq', '/UserProfiles/guestQuery/count', { country: 'dk', venueIds: ['venue-uk-soho'] })).json()).toMatchObject({ status: 400, field: 'body.venueIds' });
    expect((await post('user-hq', '/UserProfiles/guestQuery/count', { country: 'dk', minAge: 40, maxAge: 30 })).json()).toMatchObject({ status: 400, field: 'body.maxAge' });
    expect((await post('user-gr', '/GuestProfiles/guestQuery/count', { country: 'dk' })).statusCode).toBe(403);
  });
});

describe('statistics', () => {
  it('answers the numbers of the country in the CountryId header', async () => {
    const res = await get('user-gr', '/GuestProfiles/statistics', { countryid: 'uk' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ country: 'uk', guests: expect.any(Number), consents: { Email: expect.any(Number) } });
    expect(res.json().guests).toBeGreaterThan(1900);
    expect((await get('user-gr', '/GuestProfiles/statistics', { countryid: 'dk' })).statusCode).toBe(403);
    expect((await get('user-gr', '/GuestProfiles/statistics')).json()).toMatchObject({ status: 400, field: 'header.countryid' });
  });
});

describe('anonymisation', () => {
  it('removes the personal data of a guest for good and keeps the audit', async () => {
    const guest = await findOne('dk', 'karoline');
    const res = await post('user-cd', `/UserProfiles/dk/${guest.id}/anonymize`);
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({ firstName: null, lastName: null, email: null, phone: null, birthDate: null, socialsFacebook: null, labels: [], consents: [], notes: [], anonymizedBy: 'user-cd' });
    expect(profile.referrals.links).toEqual([]);
    expect(profile.removed.consents).toBeGreaterThan(0);
    const row = await server.db.selectFrom('guestProfiles').selectAll().where('id', '=', guest.id).executeTakeFirstOrThrow();
    expect([row.nameKey, row.firstNameKey, row.emailKey, row.phoneKey, row.referralCode]).toEqual([null, null, null, null, null]);
    expect(row.fieldSources).toEqual([]);
    expect((await get('user-cd', '/UserProfiles/dk?query=karoline')).json().items.some((g: Summary) => g.id === guest.id)).toBe(false);

    const log = (await get('user-cd', `/UserProfiles/dk/${guest.id}/log`)).json() as { action: string; oldValue: string | null; newValue: string | null; createdBy: string | null }[];
    expect(log[0]).toMatchObject({ action: 'Anonymized', createdBy: 'user-cd', createdByName: 'Mads Kjær' });
    expect(log.some((e) => e.action === 'NoteAdded')).toBe(true);
    expect(log.every((e) => e.oldValue === null && e.newValue === null)).toBe(true);
    const global = (await get('user-cd', `/GlobalLogs/ForGuest/${guest.id}`)).json();
    expect(global[0]).toMatchObject({ category: 'Privacy', message: 'Personal data anonymised', createdBy: 'user-cd' });

    expect((await post('user-cd', `/UserProfiles/dk/${guest.id}/anonymize`)).statusCode).toBe(409);
    expect((await post('user-cd', '/GuestProfiles/venue/consent', { guestId: guest.id, venueId: 'venue-dk-norrebro', consent: 'Email' })).statusCode).toBe(409);
    expect((await post('user-cd', `/UserProfiles/dk/${guest.id}`, { version: profile.version, firstName: 'Back' })).statusCode).toBe(409);
    expect((await post('user-gr', `/UserProfiles/dk/${guest.id}/anonymize`)).statusCode).toBe(403);
  });

  it("erases the files attached to the guest's email threads in the same transaction", async () => {
    const threads = await server.db.selectFrom('emailConversations').innerJoin('venues', 'venues.id', 'emailConversations.venueId').select(['emailConversations.id', 'emailConversations.messages', 'venues.country']).execute();
    const mediaIds = (t: (typeof threads)[number]) => (t.messages ?? []).flatMap((m) => (m.attachments ?? []).map((a) => a.mediaId));
    const [withFile, other] = threads.filter((t) => mediaIds(t).length);
    expect(other, 'two threads with attachments in the demo').toBeDefined();
    const guest = await findOne(withFile.country!, 'b');
    const attached = await post('user-hq', '/EngageEmail/GuestProfile', { conversationId: withFile.id, guestId: guest.id });
    expect(attached.statusCode, attached.body).toBe(200);
    const files = mediaIds(withFile);
    expect(await server.db.selectFrom('fileContents').select('id').where('id', 'in', files).execute()).toHaveLength(files.length);

    const res = await post('user-hq', `/UserProfiles/${withFile.country}/${guest.id}/anonymize`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().removed).toMatchObject({ conversations: 1, files: files.length });
    expect(await server.db.selectFrom('emailConversations').select('id').where('id', '=', withFile.id).execute()).toEqual([]);
    expect(await server.db.selectFrom('media').select('id').where('id', 'in', files).execute()).toEqual([]);
    expect(await server.db.selectFrom('fileContents').select('id').where('id', 'in', files).execute()).toEqual([]);
    // Another thread's files stay.
    expect(await server.db.selectFrom('fileContents').select('id').where('id', 'in', mediaIds(other)).execute()).toHaveLength(mediaIds(other).length);
  });

  it('refuses to anonymise a venue to country directors and channel marketing, who hold vp.crm.* at their venues', async () => {
    for (const [user, venueId] of [
      ['user-cd', 'venue-dk-norrebro'],
      ['user-cm', 'venue-fi-kallio'],
    ] as const) {
      expect((await get(user, `/UserProfiles/venue/${venueId}/anonymize`)).statusCode, user).toBe(403);
      const res = await post(user, `/UserProfiles/venue/${venueId}/anonymize`);
      expect(res.statusCode, user).toBe(403);
      const left = await server.db.selectFrom('guestProfiles').select('id').where('venueId', '=', venueId).where('anonymizedAt', 'is', null).limit(1).execute();
      expect(left, user).toHaveLength(1);
      // They can still anonymise one guest of their country (a guest's own erasure request).
      expect((await get(user, `/UserProfiles/${venueId.slice(6, 8)}/${left[0].id}`)).statusCode, user).toBe(200);
    }
  });

  it('anonymises every guest of a venue, for head office only', async () => {
    expect((await post('user-gr', '/UserProfiles/venue/venue-uk-manchester/anonymize')).statusCode).toBe(403);
    expect((await post('user-hq', '/UserProfiles/venue/no-such-venue/anonymize')).statusCode).toBe(404);
    const before = ((await get('user-hq', '/UserProfiles/uk/venue/venue-uk-manchester?includeCount=true')).json() as Page).count!;
    expect(before).toBeGreaterThan(100);
    const preview = await get('user-hq', '/UserProfiles/venue/venue-uk-manchester/anonymize');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ venueId: 'venue-uk-manchester', venueName: expect.any(String), country: 'uk', guests: expect.any(Number) });
    expect(preview.json().guests).toBeGreaterThanOrEqual(before - 3);
    expect((await get('user-gr', '/UserProfiles/venue/venue-uk-manchester/anonymize')).statusCode).toBe(403);
    expect((await get('user-hq', '/UserProfiles/venue/no-such-venue/anonymize')).statusCode).toBe(404);
    const res = await post('user-hq', '/UserProfiles/venue/venue-uk-manchester/anonymize');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().anonymized).toBe(preview.json().guests);
    const left = await server.db.selectFrom('guestProfiles').select('id').where('venueId', '=', 'venue-uk-manchester').where('anonymizedAt', 'is', null).execute();
    expect(left).toEqual([]);
    const consents = await server.db.selectFrom('guestConsents').innerJoin('guestProfiles', 'guestProfiles.id', 'guestConsents.guestId').select('guestConsents.id').where('guestProfiles.venueId', '=', 'venue-uk-manchester').execute();
    expect(consents).toEqual([]);
    const page = (await get('user-hq', '/UserProfiles/uk/venue/venue-uk-manchester?top=5')).json() as Page;
    expect(page.items.every((g) => g.firstName === null && g.email === null)).toBe(true);
    expect((await post('user-hq', '/UserProfiles/venue/venue-uk-manchester/anonymize')).json()).toMatchObject({ anonymized: 0 });
    expect((await get('user-hq', '/UserProfiles/venue/venue-uk-manchester/anonymize')).json()).toMatchObject({ guests: 0 });
  });
});
