import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EndpointDescriptor } from '@/data/types';
import { call } from '@/data/call';
import { configureHttp, NETWORK_ERROR } from '@/data/http';
import { setRequestContextSource } from '@/data/requestContext';
import { createSurfaceDataProvider } from '@/data/surfaceDataProvider';

const endpoint = (name: string, method: EndpointDescriptor['method'], path: string, params: EndpointDescriptor['params'] = {}, body: EndpointDescriptor['body'] = null): EndpointDescriptor => ({
  resource: 'links',
  name,
  surface: 'main',
  method,
  path,
  params,
  body,
  returns: name === 'getList' ? 'records' : name === 'delete' ? 'none' : 'record',
  error: `Unable to ${name} links`,
});

const provider = createSurfaceDataProvider({
  surface: 'main',
  endpoints: {
    links: async () => ({
      getList: endpoint('getList', 'GET', '/Links/ByCountry/{country}', { country: { in: 'path', from: 'activeCountry' } }),
      getOne: endpoint('getOne', 'GET', '/Links/{id}', { id: { in: 'path' } }),
      update: endpoint('update', 'PUT', '/Links/{id}', { id: { in: 'path' } }, 'record'),
      delete: endpoint('delete', 'DELETE', '/Links/{id}', { id: { in: 'path' } }),
    }),
  },
  simpleRest: ['gadgets'],
});

const rulesProvider = createSurfaceDataProvider({
  surface: 'main',
  endpoints: {
    rules: async () => ({
      delete: { ...endpoint('delete', 'DELETE', '/Rules', { ruleId: { in: 'query' }, country: { in: 'query', from: 'activeCountry' } }), resource: 'rules' },
    }),
    places: async () => ({ getList: endpoint('getList', 'GET', '/Places') }),
  },
  simpleRest: [],
});

const fetchMock = vi.fn<typeof fetch>();
const tokens = vi.fn(async (options?: { forceRefresh?: boolean }) => (options?.forceRefresh ? 'fresh' : 'stale'));
const json = (body: unknown, init: ResponseInit = {}) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...(init.headers ?? {}) }, ...init });
const lastRequest = () => {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init: init!, headers: new Headers(init!.headers) };
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureHttp({ apiBases: { main: '/api/main', crm: '/api/crm', bookings: '/api/bookings', setup: '/api/setup', pos: '/api/pos' }, getAccessToken: tokens });
  setRequestContextSource(() => ({ venueId: 'venue-1', countryId: 'no', userId: 'user-1' }));
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('declared endpoints', () => {
  it('read several records of a resource without getOne from one page of the largest size a list answers', async () => {
    fetchMock.mockResolvedValueOnce(json([{ id: 'a' }, { id: 'b' }, { id: 'c' }], { headers: { 'x-total-count': '3' } }));
    const result = await rulesProvider.getMany('places', { ids: ['a', 'c'] });
    expect(result.data).toEqual([{ id: 'a' }, { id: 'c' }]);
    expect(lastRequest().url).toContain('perPage=500');
  });

  it('fill path parameters from the selection and send the token and the venue and country headers', async () => {
    fetchMock.mockResolvedValueOnce(json([{ id: 'a', title: 'B' }], { headers: { 'x-total-count': '7' } }));
    const result = await provider.getList('links', { pagination: { page: 2, perPage: 5 }, sort: { field: 'title', order: 'ASC' }, filter: { q: ' wi ', category: 'people' } });
    expect(result).toEqual({ data: [{ id: 'a', title: 'B' }], total: 7 });
    const { url, headers } = lastRequest();
    expect(url).toBe('/api/main/Links/ByCountry/no?page=2&perPage=5&sort=title&order=ASC&q=wi&filter=%7B%22category%22%3A%22people%22%7D');
    expect(headers.get('authorization')).toBe('Bearer stale');
    expect(headers.get('venueid')).toBe('venue-1');
    expect(headers.get('countryid')).toBe('no');
  });
  it('page, sort and search a whole list in the browser when the server sends no total', async () => {
    fetchMock.mockResolvedValueOnce(json([{ id: 1, title: 'Zeta' }, { id: 2, title: 'Alpha wine' }, { id: 3, title: 'Wine list' }]));
    const result = await provider.getList('links', { pagination: { page: 1, perPage: 1 }, sort: { field: 'title', order: 'ASC' }, filter: { q: 'wine' } });
    expect(result).toEqual({ data: [{ id: 2, title: 'Alpha wine' }], total: 2 });
  });
  it('get many records of a resource without getOne from its list, in the largest page the API serves', async () => {
    const listOnly = createSurfaceDataProvider({ surface: 'main', endpoints: { venues: async () => ({ getList: endpoint('getList', 'GET', '/Venues') }) }, simpleRest: [] });
    fetchMock.mockResolvedValueOnce(json([{ id: 'a' }, { id: 'b' }, { id: 'c' }]));
    expect(await listOnly.getMany('venues', { ids: ['a', 'c'] })).toEqual({ data: [{ id: 'a' }, { id: 'c' }] });
    expect(lastRequest().url).toContain('perPage=500');
  });
  it('read paged answers of the form { items, totalItems }', async () => {
    fetchMock.mockResolvedValueOnce(json({ items: [{ id: 1 }, { id: 2 }], totalItems: 12, page: 1, pageSize: 2, totalPages: 6 }));
    expect(await provider.getList('links', { pagination: { page: 1, perPage: 2 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 12 });
  });
  it('send venue-setup calls the token a second time in the access-token header (spec 002 §6), and no other call', async () => {
    const setupCall = { ...endpoint('getList', 'GET', '/venue-setups'), resource: 'venueSetups', surface: 'setup' as const, returns: 'result' as const };
    fetchMock.mockResolvedValueOnce(json([]));
    await call(setupCall, {});
    expect(lastRequest().url).toBe('/api/setup/admin/venue-setups');
    expect(lastRequest().headers.get('authorization')).toBe('Bearer stale');
    expect(lastRequest().headers.get('access-token')).toBe('stale');
    fetchMock.mockResolvedValueOnce(json([])).mockResolvedValueOnce(json([]));
    await call({ ...setupCall, surface: 'bookings', path: '/admin/bookings' }, {});
    expect(lastRequest().headers.get('access-token')).toBeNull();
    await call({ ...setupCall, surface: 'main', path: '/Links' }, {});
    expect(lastRequest().headers.get('access-token')).toBeNull();
  });
  it('send the fresh token in both headers of a venue-setup call retried after a 401', async () => {
    const setupCall = { ...endpoint('getList', 'GET', '/venue-setups'), resource: 'venueSetups', surface: 'setup' as const, returns: 'result' as const };
    fetchMock.mockResolvedValueOnce(new Response('', { status: 401 })).mockResolvedValueOnce(json([]));
    await call(setupCall, {});
    expect(lastRequest().headers.get('authorization')).toBe('Bearer fresh');
    expect(lastRequest().headers.get('access-token')).toBe('fresh');
  });
  it('retry once with a fresh token after a 401', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 401 })).mockResolvedValueOnce(json({ id: 'a' }));
    await provider.getOne('links', { id: 'a' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(lastRequest().headers.get('authorization')).toBe('Bearer fresh');
  });
  it('fail with the catalogued message, the server reason under the field label people know, and the field for the form', async () => {
    configureHttp({ apiBases: { main: '/api/main', crm: '/api/crm', bookings: '/api/bookings', setup: '/api/setup', pos: '/api/pos' }, getAccessToken: tokens, fieldLabel: (resource, field) => (resource === 'links' && field === 'title' ? 'Heading' : undefined) });
    fetchMock.mockResolvedValueOnce(json({ status: 400, error: 'Bad Request', message: 'body.title: is required', field: 'body.title' }, { status: 400 }));
    await expect(provider.update('links', { id: 'a', data: { id: 'a', title: '' }, previousData: { id: 'a' } })).rejects.toMatchObject({
      message: 'Unable to update links: Heading: is required',
      status: 400,
      body: { errors: { title: 'is required' } },
    });
    expect(JSON.parse(String(lastRequest().init.body))).toEqual({ id: 'a', title: '' });
  });
  it('never show a request path: a field without a label is named in words, with the row of a list', async () => {
    fetchMock.mockResolvedValueOnce(json({ status: 400, message: 'body.orderLines.1.unitPrice: must be 0 or more', field: 'body.orderLines.1.unitPrice' }, { status: 400 }));
    await expect(provider.update('links', { id: 'a', data: { id: 'a' }, previousData: { id: 'a' } })).rejects.toMatchObject({
      message: 'Unable to update links: Order lines 2 › Unit price: must be 0 or more',
      body: { errors: { 'orderLines.1.unitPrice': 'must be 0 or more' } },
    });
    fetchMock.mockResolvedValueOnce(json({ status: 400, message: 'query.pageSize: must be between 1 and 100', field: 'query.pageSize' }, { status: 400 }));
    await expect(provider.getOne('links', { id: 'a' })).rejects.toMatchObject({ message: 'Unable to getOne links: Page size: must be between 1 and 100' });
  });
  it('fail with the catalogued message when a call that answers data answers nothing (spec 000 §7)', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 200 }));
    await expect(provider.getOne('links', { id: 'a' })).rejects.toMatchObject({ message: 'Unable to getOne links', status: 200 });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 200 }));
    await expect(provider.getList('links', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).rejects.toMatchObject({ message: 'Unable to getList links' });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(provider.getOne('links', { id: 'a' })).rejects.toMatchObject({ message: 'Unable to getOne links' });
  });
  it('fail with the catalogued message when a call that declares a result answers an empty 200, and accept 204 No Content', async () => {
    const week: EndpointDescriptor = { resource: 'venueTasks', name: 'getWeek', surface: 'main', method: 'GET', path: '/VenueTasks/{venueId}/{year}/{week}', params: { year: { in: 'path' }, week: { in: 'path' }, venueId: { in: 'path', from: 'activeVenue' } }, body: null, returns: 'result', error: 'Unable to get venue tasks' };
    fetchMock.mockResolvedValueOnce(new Response('', { status: 200 }));
    await expect(call(week, { year: 2026, week: 47 })).rejects.toMatchObject({ message: 'Unable to get venue tasks', status: 200 });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(call(week, { year: 2026, week: 47 })).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(json({ days: [] }));
    await expect(call(week, { year: 2026, week: 47 })).resolves.toEqual({ days: [] });
  });
  it('fail with the catalogued message alone for server errors, and with the network message when nothing answers', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'stack trace' }, { status: 500 }));
    await expect(provider.getOne('links', { id: 'a' })).rejects.toMatchObject({ message: 'Unable to getOne links' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(provider.getOne('links', { id: 'a' })).rejects.toMatchObject({ message: NETWORK_ERROR, status: 0 });
  });
  it('fill the path parameters into a catalogued message that names them', async () => {
    const withId = createSurfaceDataProvider({
      surface: 'pos',
      endpoints: { products: async () => ({ update: { ...endpoint('update', 'PUT', '/StockProduct/{id}', { id: { in: 'path' } }, 'record'), error: 'Unable to update stock product with id {id}' } }) },
      simpleRest: [],
    });
    fetchMock.mockResolvedValueOnce(json({ message: 'conflict' }, { status: 409 }));
    await expect(withId.update('products', { id: 'p-7', data: { id: 'p-7' }, previousData: { id: 'p-7' } })).rejects.toMatchObject({
      message: 'Unable to update stock product with id p-7: conflict',
      status: 409,
    });
  });
  it('show a server reason that starts with the catalogued message once, not twice', async () => {
    fetchMock.mockResolvedValueOnce(json({ status: 409, message: 'Unable to update links, 3 bookings from tonight on' }, { status: 409 }));
    await expect(provider.update('links', { id: 'a', data: { id: 'a' }, previousData: { id: 'a' } })).rejects.toMatchObject({ message: 'Unable to update links, 3 bookings from tonight on', status: 409 });
  });
  it('delete answers the previous record', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    expect(await provider.delete('links', { id: 'a', previousData: { id: 'a', title: 'x' } })).toEqual({ data: { id: 'a', title: 'x' } });
    expect(lastRequest().init.method).toBe('DELETE');
  });
  it('send the record id as the only query parameter the caller gives when the path has none', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await rulesProvider.delete('rules', { id: 'r-1', previousData: { id: 'r-1' } });
    expect(lastRequest().url).toBe('/api/main/Rules?ruleId=r-1&country=no');
  });
});

describe('the simple REST convention', () => {
  it('goes through ra-data-simple-rest with the same headers', async () => {
    fetchMock.mockResolvedValueOnce(json([{ id: 1 }], { headers: { 'content-range': 'gadgets 0-0/1' } }));
    const result = await provider.getList('gadgets', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(result.total).toBe(1);
    const { url, headers } = lastRequest();
    expect(url).toContain('/api/main/gadgets?');
    expect(decodeURIComponent(url)).toContain('range=[0,9]');
    expect(headers.get('authorization')).toBe('Bearer stale');
  });
  it('fails with a message, not a crash, when a read answers nothing', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 200 }));
    await expect(provider.getOne('gadgets', { id: 1 })).rejects.toMatchObject({ message: 'Unable to load the records' });
  });
});
