import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';

const api = '/api/crm/api';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('CRM statistics (GET /CrmStatistics/GetLatest)', () => {
  it('answers the numbers of the countries the user may see, computed from the data', async () => {
    const all = (await server.request('user-hq', { method: 'GET', url: `${api}/CrmStatistics/GetLatest` })).json();
    expect(all.countries.map((c: { country: string }) => c.country)).toEqual(['dk', 'no', 'fi', 'uk']);
    const dk = all.countries[0];
    expect(dk).toMatchObject({ guests: 1997, anonymized: 3, consents: { PersonalData: expect.any(Number) } });
    expect(dk.newGuestsByMonth).toHaveLength(6);
    expect(dk.openMessengerConversations).toBe(16);
    expect(all.totals.guests).toBe(4 * 1997);
    const fi = (await server.request('user-cm', { method: 'GET', url: `${api}/CrmStatistics/GetLatest` })).json();
    expect(fi.countries.map((c: { country: string }) => c.country)).toEqual(['fi']);
    expect(fi.totals.guests).toBe(1997);
    expect((await server.request('user-gr', { method: 'GET', url: `${api}/CrmStatistics/GetLatest` })).statusCode).toBe(403);
  });

  it('keeps a snapshot for 15 minutes and takes a new one when asked', async () => {
    const first = (await server.request('user-hq', { method: 'GET', url: `${api}/CrmStatistics/GetLatest` })).json();
    await server.db.insertInto('guestProfiles').values({ country: 'dk', firstName: 'New', lastName: 'Guest', createdBy: 'user-hq' }).execute();
    const cached = (await server.request('user-hq', { method: 'GET', url: `${api}/CrmStatistics/GetLatest` })).json();
    expect(cached.computedAt).toBe(first.computedAt);
    expect(cached.totals.guests).toBe(first.totals.guests);
    const fresh = (await server.request('user-hq', { method: 'GET', url: `${api}/CrmStatistics/GetLatest?refresh=true` })).json();
    expect(fresh.totals.guests).toBe(first.totals.guests + 1);
    expect((await server.request('user-hq', { method: 'GET', url: `${api}/CrmStatistics/GetLatest?refresh=maybe` })).json()).toMatchObject({ status: 400, field: 'query.refresh' });
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
