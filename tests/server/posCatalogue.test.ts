import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';

const base = '/api/pos/api';
let server: TestServer;
const dk = { countryid: 'dk' };
const call = (userId: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, headers: Record<string, string> = dk) =>
  server.request(userId, { method, url: `${base}${path}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const stockProduct = {
  name: 'Mezcal 70 cl',
  number: 'DK-99001',
  stockProductGroupId: 'dk-pg-spirits',
  productUnitId: 'dk-unit-bottle',
  stockContainerTypeId: 'dk-container-glass70',
  contentAmount: 70,
  contentUnit: 'cl',
  pouringCategoryId: 'dk-pour-spirit4',
  vendorId: 'vendor-dk-spirits',
  costPrice: 24900,
  country: 'dk',
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('stock products', () => {
  it('lists the country\'s products, searchable by name or number', async () => {
    const all = (await call('user-vm', 'GET', '/StockProducts')).json();
    expect(all.length).toBeGreaterThan(25);
    expect(all.every((p: { country: string }) => p.country === 'dk')).toBe(true);
    const found = (await call('user-vm', 'GET', '/StockProducts?q=vod')).json();
    expect(found.map((p: { name: string }) => p.name)).toEqual(['Vodka 70 cl']);
    expect((await call('user-vm', 'GET', '/StockProducts?page=1&perPage=5')).headers['x-total-count']).toBe(String(all.length));
    const uk = (await call('user-hq', 'GET', '/StockProducts', undefined, { countryid: 'uk' })).json();
    expect(uk[0].country).toBe('uk');
  });
  it('gets one, and 404 for none', async () => {
    expect((await call('user-vm', 'GET', '/StockProduct/sp-dk-vodka')).json()).toMatchObject({ name: 'Vodka 70 cl', costPrice: 12800 });
    expect((await call('user-vm', 'GET', '/StockProduct/nope')).statusCode).toBe(404);
    expect((await call('user-vm', 'GET', '/StockProduct/sp-uk-vodka')).statusCode).toBe(403);
  });
  it('creates and updates with the checks against the country settings', async () => {
    const created = await call('user-hq', 'POST', '/StockProducts/', stockProduct);
    expect(created.statusCode, created.body).toBe(200);
    const record = created.json();
    const updated = await call('user-hq', 'PUT', `/StockProduct/${record.id}`, { ...record, costPrice: 25900 });
    expect(updated.json()).toMatchObject({ costPrice: 25900, version: 2 });
    expect((await call('user-hq', 'PUT', `/StockProduct/${record.id}`, { ...record, costPrice: 1 })).statusCode).toBe(409);
    expect((await call('user-hq', 'POST', '/StockProducts/', { ...stockProduct, stockProductGroupId: 'no-pg-spirits' })).json()).toMatchObject({ status: 400, field: 'body.stockProductGroupId' });
    expect((await call('user-hq', 'POST', '/StockProducts/', { ...stockProduct, vendorId: 'vendor-no-spirits' })).json()).toMatchObject({ status: 400, field: 'body.vendorId' });
    expect((await call('user-hq', 'POST', '/StockProducts/', { ...stockProduct, barcode: 'abc' })).json()).toMatchObject({ status: 400, field: 'body.barcode' });
    expect((await call('user-hq', 'POST', '/StockProducts/', { ...stockProduct, name: '' })).json()).toMatchObject({ status: 400, field: 'body.name' });
    expect((await call('user-hq', 'PUT', '/StockProduct/nope', { ...record })).statusCode).toBe(404);
  });
  it('is changed only with pp.pos.poc.edit in the product\'s country', async () => {
    expect((await call('user-vm', 'POST', '/StockProducts/', stockProduct)).statusCode).toBe(403);
    expect((await call('user-cd', 'POST', '/StockProducts/', { ...stockProduct, country: 'uk' })).statusCode).toBe(403);
  });
});

describe('sales products', () => {
  const product = {
    name: 'Paloma',
    number: '900',
    salesProductGroupId: 'dk-sg-cocktails',
    salesProductSubGroupId: 'dk-sg-cocktails-signature',
    taxGroupId: 'dk-tax-std',
    prices: [{ priceGroupId: 'dk-price-normal', price: 11500 }, { priceGroupId: 'dk-price-happy', price: 8500 }],
    allergyIds: ['dk-allergy-sulphites'],
    recipeId: 'recipe-dk-margarita',
    country: 'dk',
  };
  it('lists, gets, creates and updates', async () => {
    expect((await call('user-vm', 'GET', '/SalesProducts?q=gin')).json().map((p: { name: string }) => p.name)).toEqual(['Gin & tonic', 'Ginger beer']);
    expect((await call('user-vm', 'GET', '/SalesProduct/salesp-dk-mojito')).json()).toMatchObject({ salesProductGroupId: 'dk-sg-cocktails', recipeId: 'recipe-dk-mojito' });
    const created = await call('user-hq', 'POST', '/SalesProducts/', product);
    expect(created.statusCode, created.body).toBe(200);
    const updated = await call('user-hq', 'PUT', `/SalesProduct/${created.json().id}`, { ...created.json(), name: 'Paloma (house)' });
    expect(updated.json()).toMatchObject({ name: 'Paloma (house)', version: 2 });
  });
  it('checks the group, sub-group, tax group, prices, allergies and recipe', async () => {
    const field = async (changes: object) => (await call('user-hq', 'POST', '/SalesProducts/', { ...product, ...changes })).json().field;
    expect(await field({ salesProductSubGroupId: 'dk-sg-beer-draught' })).toBe('body.salesProductSubGroupId');
    expect(await field({ taxGroupId: 'uk-tax-std' })).toBe('body.taxGroupId');
    expect(await field({ prices: [] })).toBe('body.prices');
    expect(await field({ prices: [{ priceGroupId: 'dk-price-normal', price: 1 }, { priceGroupId: 'dk-price-normal', price: 2 }] })).toBe('body.prices.1.priceGroupId');
    expect(await field({ prices: [{ priceGroupId: 'dk-price-normal', price: -1 }] })).toBe('body.prices.0.price');
    expect(await field({ allergyIds: ['peanut'] })).toBe('body.allergyIds.0');
    expect(await field({ recipeId: 'recipe-no-mojito' })).toBe('body.recipeId');
  });
});

describe('packages', () => {
  const pkg = { name: 'Team night', price: 250000, items: [{ salesProductId: 'salesp-dk-lager', quantity: 20 }, { salesProductId: 'salesp-dk-nuts', quantity: 4 }], validFrom: '2026-01-01', validTo: '2026-12-31', country: 'dk' };
  it('lists, gets, creates and updates', async () => {
    const list = (await call('user-vm', 'GET', '/Packages')).json();
    expect(list.length).toBe(3);
    expect((await call('user-vm', 'GET', `/Package/${list[0].id}`)).json().name).toBe(list[0].name);
    const created = await call('user-hq', 'POST', '/Packages/', pkg);
    expect(created.statusCode, created.body).toBe(200);
    expect((await call('user-hq', 'PUT', `/Package/${created.json().id}`, { ...created.json(), price: 260000 })).json().price).toBe(260000);
  });
  it('needs items of the country, each once, and a validity that ends after it starts', async () => {
    const field = async (changes: object) => (await call('user-hq', 'POST', '/Packages/', { ...pkg, ...changes })).json().field;
    expect(await field({ items: [] })).toBe('body.items');
    expect(await field({ items: [{ salesProductId: 'salesp-no-lager', quantity: 1 }] })).toBe('body.items.0.salesProductId');
    expect(await field({ items: [{ salesProductId: 'salesp-dk-lager', quantity: 1 }, { salesProductId: 'salesp-dk-lager', quantity: 2 }] })).toBe('body.items.1.salesProductId');
    expect(await field({ items: [{ salesProductId: 'salesp-dk-lager', quantity: 0 }] })).toBe('body.items.0.quantity');
    expect(await field({ validTo: '2025-12-31' })).toBe('body.validTo');
  });
});

describe('vendors', () => {
  it('lists, gets, creates and updates', async () => {
    const list = (await call('user-vm', 'GET', '/Vendors')).json();
    expect(list.map((v: { name: string }) => v.name)).toContain('Grøntgrossisten Valby');
    expect((await call('user-vm', 'GET', '/Vendor/vendor-dk-fresh')).json().leadTimeDays).toBe(1);
    const created = await call('user-hq', 'POST', '/Vendors', { name: 'Ice Company', email: 'ice@ice.test', leadTimeDays: 1, country: 'dk' });
    expect(created.statusCode, created.body).toBe(200);
    const updated = await call('user-hq', 'PUT', `/Vendor/${created.json().id}`, { ...created.json(), isActive: false });
    expect(updated.json().isActive).toBe(false);
    expect((await call('user-hq', 'POST', '/Vendors', { name: 'X', email: 'nope', country: 'dk' })).json()).toMatchObject({ field: 'body.email' });
    expect((await call('user-vm', 'POST', '/Vendors', { name: 'X', country: 'dk' })).statusCode).toBe(403);
  });
});
