import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';

const VENUE = 'venue-dk-norrebro';
const base = '/api/main/PimStockLocations';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('stock locations', () => {
  it("GET /PimStockLocations/{venueId} answers the venue's locations", async () => {
    const res = await server.request('user-vm', { method: 'GET', url: `${base}/${VENUE}` });
    expect(res.statusCode).toBe(200);
    const types = res.json().map((l: { pimStockLocationType: string }) => l.pimStockLocationType);
    expect(types).toEqual(expect.arrayContaining(['bar', 'storage']));
    expect(res.json().every((l: { venueId: string }) => l.venueId === VENUE)).toBe(true);
    expect((await server.request('user-vm', { method: 'GET', url: `${base}/venue-uk-soho` })).statusCode).toBe(403);
    expect((await server.request('user-sm', { method: 'GET', url: `${base}/${VENUE}` })).statusCode).toBe(403);
  });
  it('POST /PimStockLocations/{venueId} adds one location of each type', async () => {
    await server.db.deleteFrom('pimStockLocations').where('venueId', '=', VENUE).where('pimStockLocationType', '=', 'cellar').execute();
    const res = await server.request('user-vm', { method: 'POST', url: `${base}/${VENUE}`, payload: { pimStockLocationType: 'cellar', name: 'Wine cellar' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ venueId: VENUE, pimStockLocationType: 'cellar', name: 'Wine cellar' });
    expect((await server.request('user-vm', { method: 'POST', url: `${base}/${VENUE}`, payload: { pimStockLocationType: 'cellar' } })).statusCode).toBe(409);
    expect((await server.request('user-vm', { method: 'POST', url: `${base}/${VENUE}`, payload: { pimStockLocationType: 'attic' } })).json()).toMatchObject({ status: 400, field: 'body.pimStockLocationType' });
    expect((await server.request('user-hq', { method: 'POST', url: `${base}/no-such-venue`, payload: { pimStockLocationType: 'bar' } })).json()).toMatchObject({ status: 400, field: 'venueId' });
  });
  it('DELETE /PimStockLocations/{venueId}/{id} deletes a location of that venue only', async () => {
    const [mine] = (await server.request('user-vm', { method: 'GET', url: `${base}/${VENUE}` })).json();
    const [theirs] = (await server.request('user-vm', { method: 'GET', url: `${base}/venue-dk-vesterbro` })).json();
    expect((await server.request('user-vm', { method: 'DELETE', url: `${base}/${VENUE}/${theirs.id}` })).statusCode).toBe(404);
    expect((await server.request('user-vm', { method: 'DELETE', url: `${base}/${VENUE}/${mine.id}` })).statusCode).toBe(204);
    expect((await server.request('user-vm', { method: 'DELETE', url: `${base}/${VENUE}/${mine.id}` })).statusCode).toBe(404);
  });
});
