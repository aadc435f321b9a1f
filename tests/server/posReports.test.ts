import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinClock, seededAt } from '../support/pinnedClock';
import { startTestServer, type TestServer } from '../support/testServer';

const base = '/api/pos/api';
// Last month's Z reports are the demo's: the clock stands at the moment the demo was built around.
const now = pinClock(seededAt());
let server: TestServer;
const get = (userId: string, path: string, country = 'dk') => server.request(userId, { method: 'GET', url: `${base}${path}`, headers: { countryid: country } });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /Reports/StockProducts', () => {
  it('values the stock of the country by venue, group and product', async () => {
    const res = await get('user-cd', '/Reports/StockProducts');
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.currency).toBe('DKK');
    const norrebro = report.venues.find((v: { venueId: string }) => v.venueId === 'venue-dk-norrebro');
    expect(norrebro.value).toBeGreaterThan(0);
    expect(report.total).toBe(report.venues.reduce((s: number, v: { value: number }) => s + v.value, 0));
    expect(report.total).toBe(report.groups.reduce((s: number, g: { value: number }) => s + g.value, 0));
    const gin = report.products.find((p: { stockProductId: string }) => p.stockProductId === 'sp-dk-gin');
    expect(gin).toMatchObject({ groupName: 'Spirits', unit: 'Bottle' });
    expect(gin.quantity).toBeCloseTo(Object.values(gin.byVenue as Record<string, number>).reduce((s, q) => s + q, 0));
    // The same number the venue's stock page shows.
    const venue = (await get('user-cd', '/VenueStock/ByVenue/venue-dk-norrebro')).json();
    expect(norrebro.value).toBe(venue.total);
  });
  it('answers each country in its currency and keeps to the permission there', async () => {
    expect((await get('user-hq', '/Reports/StockProducts', 'uk')).json().currency).toBe('GBP');
    expect((await get('user-cd', '/Reports/StockProducts', 'uk')).statusCode).toBe(403);
    expect((await get('user-sm', '/Reports/StockProducts')).statusCode).toBe(403);
  });
});

describe('GET /Reports/SalesOverview/{reportId}', () => {
  const lastMonth = now.subtract(1, 'month').format('YYYY-MM');
  it('sums a month of Z reports by venue, group, day and payment', async () => {
    const res = await get('user-cd', `/Reports/SalesOverview/${lastMonth}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ reportId: lastMonth, currency: 'DKK', months: expect.arrayContaining([lastMonth]) });
    expect(report.reportCount).toBeGreaterThan(20);
    expect(report.byVenue.reduce((s: number, v: { grossSales: number }) => s + v.grossSales, 0)).toBe(report.totals.grossSales);
    expect(report.byDay.reduce((s: number, d: { grossSales: number }) => s + d.grossSales, 0)).toBe(report.totals.grossSales);
    expect(report.byPayment.reduce((s: number, p: { amount: number }) => s + p.amount, 0)).toBe(report.totals.grossSales);
    expect(report.totals.netSales + report.totals.taxTotal).toBe(report.totals.grossSales);
    expect(report.byGroup.map((g: { name: string }) => g.name)).toEqual(expect.arrayContaining(['Beer', 'Cocktails', 'Wine']));
    expect(report.byGroup.reduce((s: number, g: { share: number }) => s + g.share, 0)).toBeCloseTo(1, 2);
  });
  it('answers an empty month and refuses a report id that is not a month', async () => {
    expect((await get('user-cd', '/Reports/SalesOverview/2001-01')).json()).toMatchObject({ reportCount: 0, totals: { grossSales: 0 } });
    expect((await get('user-cd', '/Reports/SalesOverview/2025-13')).json()).toMatchObject({ status: 400, field: 'reportId' });
    expect((await get('user-cd', `/Reports/SalesOverview/${lastMonth}`, 'no')).statusCode).toBe(403);
  });
});
