import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';

const base = '/api/main/Operations';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('operation links', () => {
  it('lists a country\'s links in sort order', async () => {
    const res = await server.request('user-hq', { method: 'GET', url: `${base}/ByCountry/dk` });
    expect(res.statusCode).toBe(200);
    const links = res.json();
    expect(links.length).toBeGreaterThan(3);
    expect(links.every((l: { country: string }) => l.country === 'dk')).toBe(true);
    expect(links.map((l: { sortOrder: number }) => l.sortOrder)).toEqual([...links.map((l: { sortOrder: number }) => l.sortOrder)].sort((a, b) => a - b));
  });

  it('creates, reads, updates with a version check and deletes', async () => {
    const created = await server.request('user-hq', { method: 'POST', url: base, payload: { title: 'Wine list', url: 'https://wine.example.com', category: 'suppliers', country: 'no' } });
    expect(created.statusCode).toBe(200);
    const link = created.json();
    expect(link).toMatchObject({ title: 'Wine list', country: 'no', sortOrder: 0, version: 1 });

    const updated = await server.request('user-hq', { method: 'PUT', url: `${base}/${link.id}`, payload: { ...link, title: 'Wine list 2027' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'Wine list 2027', version: 2 });

    const stale = await server.request('user-hq', { method: 'PUT', url: `${base}/${link.id}`, payload: { ...link, title: 'Stale' } });
    expect(stale.statusCode).toBe(409);

    const deleted = await server.request('user-hq', { method: 'DELETE', url: `${base}/${link.id}` });
    expect(deleted.statusCode).toBe(204);
    const gone = await server.request('user-hq', { method: 'GET', url: `${base}/${link.id}` });
    expect(gone.statusCode).toBe(404);
  });

  it('names the field of bad input', async () => {
    const res = await server.request('user-hq', { method: 'POST', url: base, payload: { title: '', url: 'not a link', category: 'suppliers', country: 'dk' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'body.title' });
    const badUrl = await server.request('user-hq', { method: 'POST', url: base, payload: { title: 'x', url: 'ftp://x', category: 'suppliers', country: 'dk' } });
    expect(badUrl.json()).toMatchObject({ status: 400, field: 'body.url' });
    const badCountry = await server.request('user-hq', { method: 'GET', url: `${base}/ByCountry/se` });
    expect(badCountry.json()).toMatchObject({ status: 400, field: 'country' });
  });

  it('lets a venue user read their own country only, and not write', async () => {
    expect((await server.request('user-sm', { method: 'GET', url: `${base}/ByCountry/dk` })).statusCode).toBe(200);
    expect((await server.request('user-sm', { method: 'GET', url: `${base}/ByCountry/no` })).statusCode).toBe(403);
    expect((await server.request('user-sm', { method: 'POST', url: base, payload: { title: 'x', url: 'https://x.example.com', category: 'other', country: 'dk' } })).statusCode).toBe(403);
  });

  it('keeps a country director to the country', async () => {
    const res = await server.request('user-cd', { method: 'POST', url: base, payload: { title: 'x', url: 'https://x.example.com', category: 'other', country: 'uk' } });
    expect(res.statusCode).toBe(403);
  });
});
