import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_PURCHASE_ORDER_STATES, stillToCome } from '@/shared/pos/purchaseOrderStates';
import { startTestServer, type TestServer } from '../support/testServer';

const base = '/api/pos/api';
let server: TestServer;
const NBS = 'venue-dk-norrebro';
const call = (userId: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, headers: Record<string, string> = { countryid: 'dk' }) =>
  server.request(userId, { method, url: `${base}${path}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const stock = async (venueId: string, productId: string) =>
  (await call('user-cd', 'GET', `/VenueStock/ByVenue/${venueId}`)).json().products.find((p: { stockProductId: string }) => p.stockProductId === productId)?.quantity ?? 0;

/** What is on hand depends on the day the demo was built around: the product the venue holds most of. */
const mostOnHand = async (venueId: string): Promise<string> => {
  const products = (await call('user-cd', 'GET', `/VenueStock/ByVenue/${venueId}`)).json().products as { stockProductId: string; quantity: number }[];
  return products.reduce((most, p) => (p.quantity > most.quantity ? p : most)).stockProductId;
};

/** How much of a product the venue's open orders still bring (the demo's open orders differ by the day it was built around). */
const onOrder = async (venueId: string, productId: string) => {
  const open = await server.db.selectFrom('purchaseOrders').select('lines').where('venueId', '=', venueId).where('state', 'in', OPEN_PURCHASE_ORDER_STATES).execute();
  return open
    .flatMap((o) => o.lines ?? [])
    .filter((l) => l.stockProductId === productId)
    .reduce((sum, l) => sum + stillToCome(l), 0);
};

/** A user holding only the Upkeep stock management permissions (to read and to change), in every country. */
const STOCK_MANAGER = 'user-upkeep-stock';

beforeAll(async () => {
  server = await startTestServer();
  await server.db.insertInto('users').values({ id: STOCK_MANAGER, userName: 'stock@venueportal.test', name: 'Stock Manager' }).execute();
  await server.db.insertInto('roles').values({ roleId: 'upkeep-stock', name: 'Upkeep stock', permissions: JSON.stringify(['pp.pim.stockmanagement.show', 'pp.pim.stockmanagement.edit']) }).execute();
  await server.db.insertInto('roleInstances').values({ userId: STOCK_MANAGER, roleId: 'upkeep-stock', venueId: null }).execute();
});
afterAll(() => server.close());

describe('venue stock', () => {
  it('answers every product on hand with par level, value and storages', async () => {
    const res = await call('user-vm', 'GET', `/VenueStock/ByVenue/${NBS}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ venueId: NBS, currency: 'DKK', lastCountAt: expect.any(String), countOverdue: false });
    const gin = body.products.find((p: { stockProductId: string }) => p.stockProductId === 'sp-dk-gin');
    expect(gin).toMatchObject({ name: 'London dry gin 70 cl', parLevel: expect.any(Number), unitCost: 15500 });
    expect(gin.value).toBe(Math.round(gin.quantity * 15500));
    expect(body.total).toBe(body.products.reduce((s: number, p: { value: number }) => s + p.value, 0));
  });
  it('answers the country overview per venue', async () => {
    const res = (await call('user-cd', 'GET', '/VenueStocks')).json();
    expect(res.currency).toBe('DKK');
    expect(res.venues.map((v: { venueId: string }) => v.venueId)).toEqual(expect.arrayContaining([NBS, 'venue-dk-vesterbro']));
    expect(res.venues.find((v: { venueId: string }) => v.venueId === NBS).value).toBeGreaterThan(0);
    expect((await call('user-vm', 'GET', '/VenueStocks', undefined, { countryid: 'uk' })).statusCode).toBe(403);
  });
  it('registers waste with a stock waste reason and shows it among the movements', async () => {
    const reasons = (await call('user-vm', 'GET', '/StockWasteReasons')).json();
    const before = await stock(NBS, 'sp-dk-vodka');
    const res = await call('user-vm', 'POST', `/VenueStock/${NBS}/Waste`, { stockProductId: 'sp-dk-vodka', quantity: 1, stockWasteReasonId: reasons[0].id, note: 'Dropped' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stock(NBS, 'sp-dk-vodka')).toBeCloseTo(before - 1);
    const moves = (await call('user-vm', 'GET', `/VenueStock/${NBS}/Movements?stockProductId=sp-dk-vodka`)).json();
    expect(moves[0]).toMatchObject({ kind: 'waste', quantity: -1, note: 'Dropped' });
    expect((await call('user-vm', 'POST', `/VenueStock/${NBS}/Waste`, { stockProductId: 'sp-dk-vodka', quantity: 1, stockWasteReasonId: 'nope' })).json()).toMatchObject({ field: 'body.stockWasteReasonId' });
    expect((await call('user-vm', 'POST', `/VenueStock/${NBS}/Waste`, { stockProductId: 'sp-dk-vodka', quantity: 0, stockWasteReasonId: reasons[0].id })).json()).toMatchObject({ field: 'body.quantity' });
    expect((await call('user-sm', 'POST', `/VenueStock/${NBS}/Waste`, { stockProductId: 'sp-dk-vodka', quantity: 1, stockWasteReasonId: reasons[0].id })).statusCode).toBe(403);
  });
  it('shows Upkeep\'s stock managers the stock without letting them register waste (the screen hides the button)', async () => {
    expect((await call(STOCK_MANAGER, 'GET', `/VenueStock/ByVenue/${NBS}`)).statusCode).toBe(200);
    expect((await call(STOCK_MANAGER, 'GET', '/VenueStocks')).statusCode).toBe(200);
    const reasons = (await call('user-vm', 'GET', '/StockWasteReasons')).json();
    expect((await call(STOCK_MANAGER, 'POST', `/VenueStock/${NBS}/Waste`, { stockProductId: 'sp-dk-vodka', quantity: 1, stockWasteReasonId: reasons[0].id })).statusCode).toBe(403);
  });
});

describe('desired stock (par levels)', () => {
  it('lists, creates (assigning the product), updates and deletes par levels', async () => {
    expect((await call('user-vm', 'GET', `/DesiredStock/ByVenue/${NBS}`)).json().length).toBeGreaterThan(20);
    const created = await call('user-vm', 'POST', '/DesiredStock', { venueId: 'venue-dk-vesterbro', stockProductId: 'sp-dk-nuts', parLevel: 4, reorderPoint: 2 });
    expect(created.statusCode, created.body).toBe(200);
    expect((await call('user-vm', 'POST', '/DesiredStock', { venueId: 'venue-dk-vesterbro', stockProductId: 'sp-dk-nuts', parLevel: 4 })).statusCode).toBe(409);
    expect((await call('user-vm', 'GET', '/AssignedStockProducts/ByVenue/venue-dk-vesterbro')).json().some((a: { stockProductId: string }) => a.stockProductId === 'sp-dk-nuts')).toBe(true);
    const updated = await call('user-vm', 'PUT', `/DesiredStock/${created.json().id}`, { ...created.json(), parLevel: 6 });
    expect(updated.json()).toMatchObject({ parLevel: 6, version: 2 });
    expect((await call('user-vm', 'PUT', `/DesiredStock/${created.json().id}`, { ...updated.json(), reorderPoint: 7 })).json()).toMatchObject({ field: 'body.reorderPoint' });
    expect((await call('user-vm', 'GET', `/DesiredStock/${created.json().id}`)).json().parLevel).toBe(6);
    expect((await call('user-vm', 'DELETE', `/DesiredStock/${created.json().id}`)).statusCode).toBe(204);
  });
  it('suggests Draft orders per vendor for products at or below their reorder point', async () => {
    const venue = 'venue-dk-frederiksberg';
    const list = (await call('user-cd', 'GET', `/DesiredStock/ByVenue/${venue}`)).json();
    const limes = list.find((d: { stockProductId: string }) => d.stockProductId === 'sp-dk-limes');
    await call('user-cd', 'PUT', `/DesiredStock/${limes.id}`, { ...limes, parLevel: 500, reorderPoint: 400 });
    const coming = await onOrder(venue, 'sp-dk-limes');
    const res = await call('user-cd', 'POST', `/DesiredStock/${venue}/SuggestOrders`);
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json().orders.find((o: { vendorId: string }) => o.vendorId === 'vendor-dk-fresh');
    expect(fresh).toMatchObject({ state: 'Draft', note: 'Suggested from par levels' });
    const line = fresh.lines.find((l: { stockProductId: string }) => l.stockProductId === 'sp-dk-limes');
    expect(line.quantity).toBe(Math.ceil(500 - (await stock(venue, 'sp-dk-limes')) - coming));
    // What is on order counts: a second suggestion does not order the limes again.
    const second = (await call('user-cd', 'POST', `/DesiredStock/${venue}/SuggestOrders`)).json();
    expect(second.orders.flatMap((o: { lines: { stockProductId: string }[] }) => o.lines).some((l: { stockProductId: string }) => l.stockProductId === 'sp-dk-limes')).toBe(false);
  });
});

describe('stock transfers', () => {
  it('sends stock from one venue and receives it at the other', async () => {
    const product = await mostOnHand(NBS);
    const beforeFrom = await stock(NBS, product);
    expect(beforeFrom).toBeGreaterThanOrEqual(1);
    const beforeTo = await stock('venue-dk-vesterbro', product);
    const created = await call('user-vm', 'POST', '/StockTransfers', { venueId: NBS, toVenueId: 'venue-dk-vesterbro', lines: [{ stockProductId: product, quantity: 1 }] });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ state: 'Draft', transferNumber: expect.stringMatching(/^TR-\d{4}-\d{4}$/), country: 'dk' });
    const edited = await call('user-vm', 'PUT', `/StockTransfer/${created.json().id}`, { ...created.json(), note: 'For Saturday' });
    expect(edited.json().version).toBe(2);
    const sent = await call('user-vm', 'POST', `/StockTransfer/${created.json().id}/Send?version=2`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().state).toBe('Sent');
    expect(await stock(NBS, product)).toBeCloseTo(beforeFrom - 1);
    expect((await call('user-vm', 'POST', `/StockTransfer/${created.json().id}/Receive/${NBS}`)).json()).toMatchObject({ status: 400, field: 'venueId' });
    const received = await call('user-vm', 'POST', `/StockTransfer/${created.json().id}/Receive/venue-dk-vesterbro`);
    expect(received.json().state).toBe('Received');
    expect(await stock('venue-dk-vesterbro', product)).toBeCloseTo(beforeTo + 1);
    expect((await call('user-vm', 'POST', `/StockTransfer/${created.json().id}/Cancel`)).statusCode).toBe(409);
    const list = (await call('user-vm', 'GET', '/StockTransfers/ByVenue/venue-dk-vesterbro')).json();
    expect(list.find((t: { id: string }) => t.id === created.json().id).direction).toBe('incoming');
  });
  it('returns sent stock when a sent transfer is cancelled, and refuses to send more than is in stock', async () => {
    const product = await mostOnHand(NBS);
    const before = await stock(NBS, product);
    const t = (await call('user-vm', 'POST', '/StockTransfers', { venueId: NBS, toVenueId: 'venue-dk-vesterbro', lines: [{ stockProductId: product, quantity: 1 }] })).json();
    expect((await call('user-vm', 'POST', `/StockTransfer/${t.id}/Send`)).statusCode).toBe(200);
    expect(await stock(NBS, product)).toBeCloseTo(before - 1);
    expect((await call('user-vm', 'POST', `/StockTransfer/${t.id}/Cancel`)).json().state).toBe('Cancelled');
    expect(await stock(NBS, product)).toBeCloseTo(before);
    const tooMuch = (await call('user-vm', 'POST', '/StockTransfers', { venueId: NBS, toVenueId: 'venue-dk-vesterbro', lines: [{ stockProductId: product, quantity: 9999 }] })).json();
    const refused = await call('user-vm', 'POST', `/StockTransfer/${tooMuch.id}/Send`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/is in stock; the transfer sends 9999/);
  });
  it('moves stock only between venues of one country', async () => {
    expect((await call('user-hq', 'POST', '/StockTransfers', { venueId: NBS, toVenueId: 'venue-no-grunerlokka', lines: [] })).json()).toMatchObject({ field: 'body.toVenueId' });
    expect((await call('user-hq', 'POST', '/StockTransfers', { venueId: NBS, toVenueId: NBS, lines: [] })).json()).toMatchObject({ field: 'body.toVenueId' });
    expect((await call('user-vm', 'POST', '/StockTransfers', { venueId: 'venue-dk-frederiksberg', toVenueId: NBS, lines: [] })).statusCode).toBe(403);
  });
});

describe('stock product requests', () => {
  it('a venue asks, procurement approves: the product is created and assigned', async () => {
    const asked = await call('user-vm', 'POST', '/StockProductRequests', { venueId: NBS, name: 'Yuzu sake 50 cl', contentAmount: 50, contentUnit: 'cl', estimatedCost: 18000, reason: 'New menu' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ state: 'Pending', country: 'dk' });
    expect((await call('user-vm', 'GET', `/StockProductRequests/ByVenue/${NBS}`)).json().some((r: { id: string }) => r.id === asked.json().id)).toBe(true);
    expect((await call('user-cd', 'GET', '/StockProductRequests')).json().length).toBeGreaterThan(3);
    expect((await call('user-vm', 'GET', '/StockProductRequests')).statusCode).toBe(403);
    const approved = await call('user-cd', 'POST', `/StockProductRequest/${asked.json().id}/Approve`, { name: 'Yuzu sake 50 cl', stockProductGroupId: 'dk-pg-liqueurs', productUnitId: 'dk-unit-bottle', costPrice: 17500, vendorId: 'vendor-dk-spirits', note: 'Welcome' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'Approved', decidedBy: 'Mads Kjær', stockProductId: expect.any(String) });
    expect((await call('user-cd', 'GET', `/StockProduct/${approved.json().stockProductId}`)).json()).toMatchObject({ name: 'Yuzu sake 50 cl', contentAmount: 50 });
    expect((await call('user-cd', 'POST', `/StockProductRequest/${asked.json().id}/Reject`, { note: 'No' })).statusCode).toBe(409);
  });
  it('rejects with a reason and checks the approval', async () => {
    const asked = (await call('user-vm', 'POST', '/StockProductRequests', { venueId: NBS, name: 'Gold flakes' })).json();
    expect((await call('user-cd', 'POST', `/StockProductRequest/${asked.id}/Approve`, { name: 'Gold', stockProductGroupId: 'nope', productUnitId: 'dk-unit-bottle', costPrice: 1 })).json()).toMatchObject({ field: 'body.stockProductGroupId' });
    expect((await call('user-cd', 'POST', `/StockProductRequest/${asked.id}/Reject`, { note: '' })).json()).toMatchObject({ field: 'body.note' });
    expect((await call('user-cd', 'POST', `/StockProductRequest/${asked.id}/Reject`, { note: 'Not for us' })).json()).toMatchObject({ state: 'Rejected', decisionNote: 'Not for us' });
  });
});

describe('stocking templates', () => {
  it('lists, creates, updates, applies to a venue and deletes', async () => {
    const list = (await call('user-cd', 'GET', '/StockingTemplates')).json();
    expect(list.map((t: { name: string }) => t.name)).toEqual(['Cocktail bar', 'Pub', 'Restaurant bar']);
    expect((await call('user-cd', 'GET', `/StockingTemplate/${list[0].id}`)).json().lines.length).toBeGreaterThan(5);
    const created = await call('user-cd', 'POST', '/StockingTemplates', { name: 'Tiki bar', country: 'dk', lines: [{ stockProductId: 'sp-dk-rum-dark', parLevel: 6, reorderPoint: 2 }, { stockProductId: 'sp-dk-limes', parLevel: 3 }] });
    expect(created.statusCode, created.body).toBe(200);
    expect((await call('user-cd', 'PUT', `/StockingTemplate/${created.json().id}`, { ...created.json(), description: 'Rum forward' })).json().version).toBe(2);
    const applied = await call('user-cd', 'POST', `/StockingTemplate/${created.json().id}/Apply/venue-dk-frederiksberg`);
    expect(applied.json()).toMatchObject({ parLevels: 2 });
    const par = (await call('user-cd', 'GET', '/DesiredStock/ByVenue/venue-dk-frederiksberg')).json().find((d: { stockProductId: string }) => d.stockProductId === 'sp-dk-rum-dark');
    expect(par).toMatchObject({ parLevel: 6, reorderPoint: 2 });
    expect((await call('user-hq', 'POST', `/StockingTemplate/${created.json().id}/Apply/venue-uk-soho`)).json()).toMatchObject({ field: 'venueId' });
    expect((await call('user-cd', 'POST', '/StockingTemplates', { name: 'X', country: 'dk', lines: [{ stockProductId: 'sp-dk-gin', parLevel: 1, reorderPoint: 2 }] })).json()).toMatchObject({ field: 'body.lines.0.reorderPoint' });
    expect((await call('user-cd', 'DELETE', `/StockingTemplate/${created.json().id}`)).statusCode).toBe(204);
  });
});

describe('recipes and their cost', () => {
  it('rolls the cost per portion up from the stock products in the country\'s currency', async () => {
    const list = (await call('user-cd', 'GET', '/Recipes')).json();
    const gt = list.find((r: { id: string }) => r.id === 'recipe-dk-gin-tonic');
    // 4 cl of a 70 cl bottle at 165 DKK, one tonic of a case of 24 at 168 DKK, 20 g of limes at 42 DKK per kg.
    expect(gt.costPerPortion).toBe(Math.round((4 / 70) * 16500 + (1 / 24) * 16800 + (20 / 1000) * 4200));
    expect((await call('user-cd', 'GET', '/Recipe/recipe-dk-gin-tonic')).json().costPerPortion).toBe(gt.costPerPortion);
  });
  it('creates, updates and deletes, keeping recipes in use', async () => {
    const created = await call('user-cd', 'POST', '/Recipes', { name: 'Gimlet', portions: 2, country: 'dk', lines: [{ stockProductId: 'sp-dk-gin', amount: 10 }, { stockProductId: 'sp-dk-limes', amount: 60 }] });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().costPerPortion).toBe(Math.round(((10 / 70) * 16500 + (60 / 1000) * 4200) / 2));
    expect((await call('user-cd', 'PUT', `/Recipe/${created.json().id}`, { ...created.json(), portions: 1 })).json().costPerPortion).toBe(Math.round((10 / 70) * 16500 + (60 / 1000) * 4200));
    expect((await call('user-cd', 'POST', '/Recipes', { name: 'X', country: 'dk', lines: [{ stockProductId: 'sp-no-gin', amount: 1 }] })).json()).toMatchObject({ field: 'body.lines.0.stockProductId' });
    expect((await call('user-cd', 'DELETE', '/Recipe/recipe-dk-mojito')).statusCode).toBe(409);
    expect((await call('user-cd', 'DELETE', `/Recipe/${created.json().id}`)).statusCode).toBe(204);
    expect((await call('user-vm', 'POST', '/Recipes', { name: 'X', country: 'dk', lines: [] })).statusCode).toBe(403);
  });
  it('venue recipes copy their country recipe and are costed at the venue\'s prices', async () => {
    const created = await call('user-vm', 'POST', '/VenueRecipes', { venueId: NBS, name: 'Our negroni', recipeId: 'recipe-dk-negroni', portions: 1 });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().lines).toHaveLength(3);
    // The venue buys gin at 155 DKK instead of 165.
    expect(created.json().costPerPortion).toBe(Math.round((3 / 70) * 15500 + (3 / 70) * 13200 + (3 / 75) * 9600));
    const list = (await call('user-vm', 'GET', `/VenueRecipes/ByVenue/${NBS}`)).json();
    expect(list.map((r: { name: string }) => r.name)).toContain('Our negroni');
    expect((await call('user-vm', 'PUT', `/VenueRecipe/${created.json().id}`, { ...created.json(), portions: 2 })).json().version).toBe(2);
    const country = (await call('user-cd', 'GET', '/VenueRecipes')).json();
    expect(country.find((r: { name: string }) => r.name === 'Our negroni')).toMatchObject({ venueName: 'Nørrebro Social', baseRecipeName: 'Negroni', baseCostPerPortion: expect.any(Number) });
    expect((await call('user-vm', 'GET', `/VenueRecipe/${created.json().id}`)).json().name).toBe('Our negroni');
    expect((await call('user-vm', 'POST', '/VenueRecipes', { venueId: NBS, name: 'X', recipeId: 'recipe-no-negroni' })).json()).toMatchObject({ field: 'body.recipeId' });
    expect((await call('user-vm', 'DELETE', `/VenueRecipe/${created.json().id}`)).statusCode).toBe(204);
  });
  it('Upkeep\'s stock managers copy country recipes to venues (the venue recipes page)', async () => {
    expect((await call(STOCK_MANAGER, 'GET', '/VenueRecipes')).statusCode).toBe(200);
    const copied = await call(STOCK_MANAGER, 'POST', '/VenueRecipes', { venueId: 'venue-dk-vesterbro', name: 'Negroni', recipeId: 'recipe-dk-negroni', portions: 1 });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.json().lines).toHaveLength(3);
    expect((await call(STOCK_MANAGER, 'DELETE', `/VenueRecipe/${copied.json().id}`)).statusCode).toBe(204);
    expect((await call('user-sm', 'POST', '/VenueRecipes', { venueId: NBS, name: 'X', recipeId: 'recipe-dk-negroni' })).statusCode).toBe(403);
  });
});

describe('stock settings', () => {
  it('answers and saves the country\'s stock settings with a version', async () => {
    const current = (await call('user-cd', 'GET', '/StockSettings')).json();
    expect(current).toMatchObject({ country: 'dk', purchaseOrderPrefix: 'PO-DK', countIntervalDays: 30 });
    const saved = await call('user-cd', 'PUT', '/StockSettings', { ...current, countIntervalDays: 14 });
    expect(saved.json()).toMatchObject({ countIntervalDays: 14, version: current.version + 1 });
    expect((await call('user-cd', 'PUT', '/StockSettings', current)).statusCode).toBe(409);
    expect((await call('user-cd', 'PUT', '/StockSettings', { ...saved.json(), purchaseOrderPrefix: 'po dk' })).json()).toMatchObject({ field: 'body.purchaseOrderPrefix' });
    expect((await call('user-vm', 'PUT', '/StockSettings', saved.json())).statusCode).toBe(403);
  });
});
