import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * Requests at the same moment: the rules are checked under a lock (the venue's row, a number series) and the
 * database's unique indexes hold behind them. The embedded database runs one transaction at a time, so here the
 * requests queue; on PostgreSQL the locks make them do the same.
 */
const base = '/api/pos/api';
let server: TestServer;
const call = (userId: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  server.request(userId, { method, url: `${base}${path}`, headers: { countryid: 'dk' }, ...(payload === undefined ? {} : { payload: payload as object }) });
const codeOf = async (query: Promise<unknown>) => query.then(() => 'ok', (e: { code?: string }) => e.code);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('one Active count per venue', () => {
  it('activates one of two counts activated together; the other gets 409 naming the active one', async () => {
    const venueId = 'venue-dk-frederiksberg';
    const draft = async (name: string) => {
      const res = await call('user-cd', 'POST', '/StockCounts/', { venueId, name, countDate: '2030-03-01', lines: [{ stockProductId: 'sp-dk-gin' }] });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const [a, b] = [await draft('Left bar'), await draft('Right bar')];
    const answers = await Promise.all([call('user-cd', 'POST', `/StockCount/${a.id}/Activate`), call('user-cd', 'POST', `/StockCount/${b.id}/Activate`)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!.json();
    expect(refused.message).toMatch(/^The count "(Left|Right) bar" is active at the venue; complete or cancel it first\.$/);
    const counts = (await call('user-cd', 'GET', `/StockCounts/ByVenue/${venueId}`)).json();
    expect(counts.filter((c: { state: string }) => c.state === 'Active')).toHaveLength(1);
  });

  it('is held by the database too: a second Active count of a venue cannot be written', async () => {
    const active = await server.db.selectFrom('stockCounts').select(['id', 'venueId']).where('state', '=', 'Active').executeTakeFirstOrThrow();
    const other = await server.db.selectFrom('stockCounts').select('id').where('venueId', '=', active.venueId).where('state', '=', 'Draft').executeTakeFirstOrThrow();
    expect(await codeOf(server.db.updateTable('stockCounts').set({ state: 'Active' }).where('id', '=', other.id).execute())).toBe('23505');
  });
});

describe('order and transfer numbers', () => {
  const order = { venueId: 'venue-dk-norrebro', vendorId: 'vendor-dk-spirits', lines: [{ stockProductId: 'sp-dk-gin', quantity: 1 }] };

  it('gives orders created together different, consecutive numbers', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => call('user-vm', 'POST', '/PurchaseOrders/', order)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const sequences = answers.map((r) => Number(r.json().orderNumber.split('-').pop())).sort((x, y) => x - y);
    expect(new Set(sequences).size).toBe(4);
    expect(sequences[3] - sequences[0]).toBe(3);
  });

  it('counts on past 9999 (sequences compare as numbers) and the database refuses a number twice', async () => {
    const first = (await call('user-vm', 'POST', '/PurchaseOrders/', order)).json();
    const prefix = first.orderNumber.replace(/\d+$/, '');
    await server.db.updateTable('purchaseOrders').set({ orderNumber: `${prefix}9999` }).where('id', '=', first.id).execute();
    expect((await call('user-vm', 'POST', '/PurchaseOrders/', order)).json().orderNumber).toBe(`${prefix}10000`);
    expect((await call('user-vm', 'POST', '/PurchaseOrders/', order)).json().orderNumber).toBe(`${prefix}10001`);
    expect(await codeOf(server.db.updateTable('purchaseOrders').set({ orderNumber: `${prefix}9999` }).where('orderNumber', '=', `${prefix}10000`).execute())).toBe('23505');
  });

  it('gives transfers created together different numbers, unique in the database', async () => {
    const transfer = { venueId: 'venue-dk-norrebro', toVenueId: 'venue-dk-vesterbro', lines: [{ stockProductId: 'sp-dk-gin', quantity: 1 }] };
    const answers = await Promise.all([call('user-vm', 'POST', '/StockTransfers', transfer), call('user-vm', 'POST', '/StockTransfers', transfer)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = answers.map((r) => r.json().transferNumber);
    expect(a).not.toBe(b);
    expect(await codeOf(server.db.updateTable('stockTransfers').set({ transferNumber: a }).where('transferNumber', '=', b).execute())).toBe('23505');
  });
});

describe('price shift windows', () => {
  it('saves one of two overlapping windows created together', async () => {
    const window = { venueId: 'venue-dk-vesterbro', priceGroupId: 'dk-price-happy', weekdays: [7], fromTime: '12:00', toTime: '14:00', isActive: true };
    const answers = await Promise.all([call('user-cd', 'POST', '/PriceShiftWindow/', { ...window, name: 'Sunday lunch' }), call('user-cd', 'POST', '/PriceShiftWindow/', { ...window, name: 'Sunday brunch', fromTime: '11:00' })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toMatch(/^The window overlaps "Sunday (lunch|brunch)"/);
  });

  it('keeps no lock after a request', async () => {
    expect((await call('user-vm', 'POST', '/PurchaseOrders/', { venueId: 'venue-dk-norrebro', vendorId: 'vendor-dk-spirits', lines: [] })).statusCode).toBe(200);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory'`.execute(server.db)).rows[0].n).toBe(0);
    // The venue's row is locked for writes only: reading the venue goes on.
    expect((await call('user-cd', 'GET', '/PriceShiftWindow/ByVenue/venue-dk-vesterbro')).statusCode).toBe(200);
  });
});
