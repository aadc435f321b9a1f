import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';

const base = '/api/pos/api';
let server: TestServer;

const dk = { countryid: 'dk' };
const get = (userId: string, path: string, headers: Record<string, string> = dk) => server.request(userId, { method: 'GET', url: `${base}${path}`, headers });
const put = (userId: string, path: string, payload: unknown, headers: Record<string, string> = dk) => server.request(userId, { method: 'PUT', url: `${base}${path}`, payload: payload as object, headers });
const post = (userId: string, path: string, payload: unknown, headers: Record<string, string> = dk) => server.request(userId, { method: 'POST', url: `${base}${path}`, payload: payload as object, headers });

type Settings = Record<string, unknown> & {
  version: number;
  priceGroups: { priceGroupId: { id: string }; name: string; isDefault: boolean }[];
  taxGroups: { taxGroupId: { id: string }; code: string; taxRatePercentage: number; taxRate: number }[];
  tipPercentages: number[];
};

async function settings(country = 'dk'): Promise<Settings> {
  const res = await get('user-hq', '/CountrySettings', { countryid: country });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function save(changes: Partial<Settings>, country = 'dk') {
  const current = await settings(country);
  return put('user-hq', '/CountrySettings', { ...current, ...changes }, { countryid: country });
}

const defaults = (s: Settings) => s.priceGroups.filter((g) => g.isDefault).map((g) => g.name);

/** A user holding only the Upkeep products permission (the product groups page), in every country. */
const PRODUCTS_ONLY = 'user-products-only';

beforeAll(async () => {
  server = await startTestServer();
  await server.db.insertInto('users').values({ id: PRODUCTS_ONLY, userName: 'products@venueportal.test', name: 'Products Only' }).execute();
  await server.db.insertInto('roles').values({ roleId: 'products-only', name: 'Products', permissions: JSON.stringify(['pp.pim.stockproducts.show']) }).execute();
  await server.db.insertInto('roleInstances').values({ userId: PRODUCTS_ONLY, roleId: 'products-only', venueId: null }).execute();
});
afterAll(() => server.close());

describe('GET /CountrySettings', () => {
  it('answers the whole settings object of the CountryId header', async () => {
    const s = await settings();
    expect(s.country).toBe('dk');
    expect(s.salesProductGroups).toEqual(expect.arrayContaining([expect.objectContaining({ salesProductGroupId: { id: 'dk-sg-beer' }, name: 'Beer', validSubGroups: expect.any(Array) })]));
    expect(defaults(s)).toEqual(['Normal']);
    expect(s.tipPercentages).toEqual([5, 10, 15]);
  });
  it('needs the header and the permission in that country', async () => {
    expect((await get('user-hq', '/CountrySettings', {})).statusCode).toBe(400);
    expect((await get('user-cd', '/CountrySettings', { countryid: 'uk' })).statusCode).toBe(403);
    expect((await get('user-sm', '/CountrySettings')).statusCode).toBe(403);
  });
  it('is read by the product groups page with the products permission, which does not save it', async () => {
    const res = await get(PRODUCTS_ONLY, '/CountrySettings');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().productCategories.length).toBeGreaterThan(0);
    expect((await get(PRODUCTS_ONLY, '/CountrySettings/ProductGroups')).statusCode).toBe(200);
    expect((await get(PRODUCTS_ONLY, '/StockProducts')).statusCode).toBe(200);
    expect((await put(PRODUCTS_ONLY, '/CountrySettings', res.json())).statusCode).toBe(403);
  });
});

describe('PUT /CountrySettings: price groups', () => {
  it('a price group saved as default clears the default of the others', async () => {
    const s = await settings();
    const res = await save({ priceGroups: s.priceGroups.map((g) => ({ ...g, isDefault: g.name === 'Happy hour' ? true : g.isDefault })) });
    expect(res.statusCode, res.body).toBe(200);
    expect(defaults(res.json())).toEqual(['Happy hour']);
  });
  it('a new price group created as default becomes the only default, with an id', async () => {
    const s = await settings();
    const res = await save({ priceGroups: [...s.priceGroups, { name: 'Members', isDefault: true } as never] });
    const saved: Settings = res.json();
    expect(defaults(saved)).toEqual(['Members']);
    expect(saved.priceGroups.find((g) => g.name === 'Members')!.priceGroupId.id).toMatch(/^[0-9a-f-]{36}$/);
  });
  it('makes the first group default when the default is removed or unset', async () => {
    let s = await settings();
    let res = await save({ priceGroups: s.priceGroups.filter((g) => !g.isDefault) });
    expect(res.statusCode, res.body).toBe(200);
    expect(defaults(res.json())).toEqual([res.json().priceGroups[0].name]);
    s = await settings();
    res = await save({ priceGroups: s.priceGroups.map((g) => ({ ...g, isDefault: false })) });
    expect(defaults(res.json())).toEqual([s.priceGroups[0].name]);
  });
  it('refuses to remove the last price group', async () => {
    const res = await save({ priceGroups: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'body.priceGroups', message: 'body.priceGroups: There must be at least one price group at all times!' });
  });
  it('GET /CountrySettings/PriceGroups lists them and /{id} answers one', async () => {
    const list = (await get('user-vm', '/CountrySettings/PriceGroups')).json();
    expect(list.filter((g: { isDefault: boolean }) => g.isDefault)).toHaveLength(1);
    const one = await get('user-vm', `/CountrySettings/PriceGroups/${list[0].id}`);
    expect(one.json()).toEqual(list[0]);
    expect((await get('user-vm', '/CountrySettings/PriceGroups/nope')).statusCode).toBe(404);
  });
});

describe('PUT /CountrySettings: taxes, tips and the rest', () => {
  it('resets taxRate to 0 and keeps taxRatePercentage, on update and for new groups', async () => {
    const s = await settings();
    const res = await save({ taxGroups: [...s.taxGroups.map((t) => ({ ...t, taxRate: 0.25 })), { code: 'MOMS12', taxRatePercentage: 12, taxRate: 12 } as never] });
    const saved: Settings = res.json();
    expect(saved.taxGroups.every((t) => t.taxRate === 0)).toBe(true);
    expect(saved.taxGroups.find((t) => t.code === 'MOMS12')).toMatchObject({ taxRatePercentage: 12, taxRate: 0 });
    expect(saved.taxGroups.find((t) => t.code === 'MOMS25')).toMatchObject({ taxRatePercentage: 25 });
  });
  it('ignores duplicate tip percentages and sorts them ascending', async () => {
    const res = await save({ tipPercentages: [15, 5, 10, 5, 12.5] });
    expect(res.json().tipPercentages).toEqual([5, 10, 12.5, 15]);
  });
  it('refuses a stale version with 409 and bad input naming the field', async () => {
    const s = await settings();
    expect((await put('user-hq', '/CountrySettings', { ...s, version: s.version - 1 })).statusCode).toBe(409);
    const bad = await put('user-hq', '/CountrySettings', { ...s, taxGroups: [{ code: 'X', taxRatePercentage: 140 }] });
    expect(bad.json()).toMatchObject({ status: 400, field: 'body.taxGroups.0.taxRatePercentage' });
    const twice = await put('user-hq', '/CountrySettings', { ...s, allergies: [{ name: 'Milk' }, { name: 'milk' }] });
    expect(twice.json()).toMatchObject({ status: 400, field: 'body.allergies.1.name' });
    const other = await put('user-hq', '/CountrySettings', { ...s, country: 'no' });
    expect(other.statusCode).toBe(400);
  });
  it('refuses to remove what products use, with 409', async () => {
    const s = await settings();
    const res = await put('user-hq', '/CountrySettings', { ...s, salesProductGroups: (s.salesProductGroups as { name: string }[]).filter((g) => g.name !== 'Beer') });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/sales group cannot be removed while \d+ sales products use it/);
  });
  it('removes the prices of a removed price group from the products', async () => {
    const s = await settings();
    const vip = s.priceGroups.find((g) => g.name === 'VIP')!;
    const res = await save({ priceGroups: s.priceGroups.filter((g) => g.name !== 'VIP') });
    expect(res.statusCode, res.body).toBe(200);
    const product = (await get('user-hq', '/SalesProduct/salesp-dk-gin-tonic')).json();
    expect(product.prices.map((p: { priceGroupId: string }) => p.priceGroupId)).not.toContain(vip.priceGroupId.id);
  });
  it('is changed only with pp.pos.poc.edit in the country', async () => {
    const s = await settings();
    expect((await put('user-vm', '/CountrySettings', s)).statusCode).toBe(403);
    expect((await put('user-cd', '/CountrySettings', { ...(await settings('no')) }, { countryid: 'no' })).statusCode).toBe(403);
    expect((await put('user-cd', '/CountrySettings', s)).statusCode).toBe(200);
  });
});

describe('the lists kept in the country settings', () => {
  it.each([
    ['/SalesProductGroups', 'Beer'],
    ['/SalesProductGroups/sub-groups', 'Draught'],
    ['/CountrySettings/TaxGroups', 'MOMS25 (25 %)'],
    ['/CountrySettings/ProductGroups', 'Spirits'],
    ['/CountrySettings/ProductUnits', 'Bottle'],
    ['/CountrySettings/StockContainerTypes', 'Glass bottle 70 cl'],
    ['/CountrySettings/PouringCategories', 'Spirits 4 cl'],
    ['/CountrySettings/Allergies', 'Gluten'],
  ])('GET %s answers records with ids', async (path, name) => {
    const res = await get('user-vm', path);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expect.arrayContaining([expect.objectContaining({ id: expect.any(String), name })]));
  });
  it('sub-groups name their group', async () => {
    const subs = (await get('user-vm', '/SalesProductGroups/sub-groups')).json();
    expect(subs.find((s: { name: string }) => s.name === 'Draught')).toMatchObject({ salesProductGroupId: 'dk-sg-beer', salesProductGroupName: 'Beer' });
  });
});

describe('waste reasons', () => {
  it.each(['SalesWasteReasons', 'StockWasteReasons'])('%s: lists, adds, refuses a duplicate and deletes', async (path) => {
    const list = (await get('user-vm', `/${path}`)).json();
    expect(list.length).toBeGreaterThan(3);
    const created = await post('user-hq', `/${path}`, { name: 'Flood', country: 'dk' });
    expect(created.statusCode).toBe(200);
    expect((await post('user-hq', `/${path}`, { name: 'flood', country: 'dk' })).statusCode).toBe(409);
    expect((await post('user-hq', `/${path}`, { name: '', country: 'dk' })).json()).toMatchObject({ field: 'body.name' });
    expect((await post('user-vm', `/${path}`, { name: 'Mine', country: 'dk' })).statusCode).toBe(403);
    expect((await server.request('user-hq', { method: 'DELETE', url: `${base}/${path}/${created.json().id}`, headers: dk })).statusCode).toBe(204);
    expect((await server.request('user-hq', { method: 'DELETE', url: `${base}/${path}/${created.json().id}`, headers: dk })).statusCode).toBe(404);
  });
});
