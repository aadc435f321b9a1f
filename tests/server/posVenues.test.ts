import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dayjs from '@/shared/dayjs';
import { seededAt } from '../support/pinnedClock';
import { startTestServer, type TestServer } from '../support/testServer';

const base = '/api/pos/api';
let server: TestServer;
const call = (userId: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, headers: Record<string, string> = { countryid: 'dk' }) =>
  server.request(userId, { method, url: `${base}${path}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

type Venue = { id: string; version: number; storages: { storageId: string; storageName: string }[]; locations: { locationId: string; name: string; storageId: string }[] };

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POS venues, storages and locations', () => {
  it('lists the POS venues of the country and gets one', async () => {
    const list = (await call('user-hq', 'GET', '/Venues')).json();
    expect(list.map((v: { id: string }) => v.id).sort()).toEqual(['venue-dk-frederiksberg', 'venue-dk-norrebro', 'venue-dk-vesterbro']);
    const one = (await call('user-vm', 'GET', '/Venue/venue-dk-norrebro')).json();
    expect(one).toMatchObject({ id: 'venue-dk-norrebro', venueId: 'venue-dk-norrebro', name: 'Nørrebro Social', country: 'dk' });
    expect(one.storages.map((s: { storageName: string }) => s.storageName)).toEqual(['Cellar', 'Bar fridges']);
    expect((await call('user-hq', 'GET', '/Venue/venue-dk-aarhus')).statusCode).toBe(404);
  });

  it('sets up a POS venue: the venue, a storage, a location in it, a terminal; each answer is the whole venue', async () => {
    const created = await call('user-hq', 'POST', '/Venue/venue-dk-aarhus');
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ id: 'venue-dk-aarhus', name: 'Aarhus Havnebar', storages: [], locations: [] });
    expect((await call('user-hq', 'POST', '/Venue/venue-dk-aarhus')).statusCode).toBe(409);
    expect((await call('user-hq', 'POST', '/Venue/venue-nowhere')).json()).toMatchObject({ status: 400, field: 'id' });

    const withStorage: Venue = (await call('user-hq', 'POST', '/Venue/venue-dk-aarhus/Storage', { storageName: 'Cellar' })).json();
    const storageId = withStorage.storages[0].storageId;
    expect((await call('user-hq', 'POST', '/Venue/venue-dk-aarhus/Storage', { storageName: 'cellar' })).statusCode).toBe(409);
    expect((await call('user-hq', 'POST', '/Venue/venue-dk-aarhus/Storage', { storageName: '' })).json()).toMatchObject({ field: 'body.storageName' });
    const renamed: Venue = (await call('user-hq', 'PUT', `/Venue/venue-dk-aarhus/Storage/${storageId}`, { storageName: 'Main cellar' })).json();
    expect(renamed.storages[0].storageName).toBe('Main cellar');

    const withLocation: Venue = (await call('user-hq', 'POST', '/Venue/venue-dk-aarhus/Location', { name: 'Harbour bar', storageId })).json();
    const locationId = withLocation.locations[0].locationId;
    expect(withLocation.locations[0]).toMatchObject({ name: 'Harbour bar', storageId });
    expect((await call('user-hq', 'POST', '/Venue/venue-dk-aarhus/Location', { name: 'Other', storageId: 'nope' })).json()).toMatchObject({ field: 'body.storageId' });
    const moved: Venue = (await call('user-hq', 'PUT', '/Venue/venue-dk-aarhus/Location', { locationId, name: 'Pier bar', storageId })).json();
    expect(moved.locations[0].name).toBe('Pier bar');

    const terminal = await call('user-hq', 'POST', '/PosDevices/venue-dk-aarhus', { name: 'Pier 1', locationId, mustRequestTip: true });
    expect(terminal.statusCode, terminal.body).toBe(200);
    expect(terminal.json()).toMatchObject({ venueId: 'venue-dk-aarhus', name: 'Pier 1', locationId, mustRequestTip: true });
    expect((await call('user-hq', 'POST', '/PosDevices/venue-dk-aarhus', { name: 'pier 1', locationId })).statusCode).toBe(409);
    expect((await call('user-hq', 'POST', '/PosDevices/venue-dk-aarhus', { name: 'Pier 2', locationId: 'nope' })).json()).toMatchObject({ field: 'body.locationId' });
    const list = (await call('user-hq', 'GET', '/PosDevices/ByVenue/venue-dk-aarhus')).json();
    expect(list).toHaveLength(1);
    const updated = await call('user-hq', 'PUT', `/PosDevices/${terminal.json().id}?venueId=venue-dk-aarhus`, { name: 'Pier 1', locationId, mustRequestTip: false, version: 1 });
    expect(updated.json()).toMatchObject({ mustRequestTip: false, version: 2 });
    expect((await call('user-hq', 'PUT', `/PosDevices/${terminal.json().id}?venueId=venue-dk-aarhus`, { name: 'Pier 1', locationId, version: 1 })).statusCode).toBe(409);
    expect((await call('user-hq', 'PUT', `/PosDevices/${terminal.json().id}?venueId=venue-dk-norrebro`, { name: 'Pier 1', locationId })).statusCode).toBe(400);

    // What is in use cannot go.
    expect((await call('user-hq', 'DELETE', `/Venue/venue-dk-aarhus/Location/${locationId}`)).statusCode).toBe(409);
    expect((await call('user-hq', 'DELETE', `/Venue/venue-dk-aarhus/Storage/${storageId}`)).statusCode).toBe(409);
    expect((await call('user-hq', 'DELETE', '/Venue/venue-dk-aarhus')).statusCode).toBe(409);
    expect((await call('user-hq', 'DELETE', `/PosDevices/${terminal.json().id}`)).statusCode).toBe(204);
    const noLocation: Venue = (await call('user-hq', 'DELETE', `/Venue/venue-dk-aarhus/Location/${locationId}`)).json();
    expect(noLocation.locations).toEqual([]);
    const noStorage: Venue = (await call('user-hq', 'DELETE', `/Venue/venue-dk-aarhus/Storage/${storageId}`)).json();
    expect(noStorage.storages).toEqual([]);
    expect((await call('user-hq', 'DELETE', '/Venue/venue-dk-aarhus')).statusCode).toBe(204);
    expect((await call('user-hq', 'GET', '/Venue/venue-dk-aarhus')).statusCode).toBe(404);
  });

  it('keeps a storage that products, stock or open counts refer to', async () => {
    const V = 'venue-dk-norrebro';
    const attic: Venue = (await call('user-hq', 'POST', `/Venue/${V}/Storage`, { storageName: 'Attic' })).json();
    const storageId = attic.storages.find((s) => s.storageName === 'Attic')!.storageId;
    const remove = () => call('user-hq', 'DELETE', `/Venue/${V}/Storage/${storageId}`);

    // A stock product kept there.
    const assignment = (await call('user-hq', 'GET', `/AssignedStockProducts/ByVenue/${V}`)).json().find((a: { stockProductId: string }) => a.stockProductId === 'sp-dk-rum-white');
    const moved = (await call('user-hq', 'PUT', `/AssignedStockProduct/${assignment.id}`, { ...assignment, storageId })).json();
    let refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^The storage Attic is the storage of 1 stock product\(s\) of the venue \(for example .*\); choose another storage for them first\.$/);
    await call('user-hq', 'PUT', `/AssignedStockProduct/${assignment.id}`, { ...moved, storageId: assignment.storageId ?? null });

    // Stock received into it, then an open count of it.
    const order = (await call('user-hq', 'POST', '/PurchaseOrders/', { venueId: V, vendorId: 'vendor-dk-spirits', lines: [{ stockProductId: 'sp-dk-gin', quantity: 2 }] })).json();
    const sent = (await call('user-hq', 'POST', `/PurchaseOrder/${order.id}/Submit`)).json();
    expect((await call('user-hq', 'POST', `/PurchaseOrder/${order.id}/Receive`, { version: sent.version, storageId, lines: [{ lineId: sent.lines[0].lineId, quantity: 2 }] })).statusCode).toBe(200);
    refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The storage Attic still holds stock; count or transfer it out first.');
    const count = (await call('user-hq', 'POST', '/StockCounts/', { venueId: V, name: 'Attic check', countDate: '2030-04-01', storageId, lines: [{ stockProductId: 'sp-dk-gin' }] })).json();
    const active = (await call('user-hq', 'POST', `/StockCount/${count.id}/Activate`)).json();
    const counted = (await call('user-hq', 'PUT', `/StockCount/${count.id}`, { ...active, lines: active.lines.map((l: object) => ({ ...l, countedQuantity: 0 })) })).json();
    expect((await call('user-hq', 'POST', `/StockCount/${count.id}/Complete?version=${counted.version}`)).json().state).toBe('Completed');
    const next = (await call('user-hq', 'POST', '/StockCounts/', { venueId: V, name: 'Attic recount', countDate: '2030-04-02', storageId, lines: [{ stockProductId: 'sp-dk-gin' }] })).json();
    refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The storage Attic is counted by the Draft count "Attic recount"; complete or cancel it first.');
    await call('user-hq', 'POST', `/StockCount/${next.id}/Cancel`);

    const gone = await remove();
    expect(gone.statusCode, gone.body).toBe(200);
    expect((gone.json() as Venue).storages.some((s) => s.storageId === storageId)).toBe(false);
  });

  it('keeps venue settings with a version, checking the price group and receiving storage', async () => {
    const current = (await call('user-vm', 'GET', '/venue/venue-dk-norrebro/settings')).json();
    expect(current).toMatchObject({ businessDayStartsAt: '06:00', receivingStorageId: 'venue-dk-norrebro-cellar' });
    const saved = await call('user-hq', 'PUT', '/venue/venue-dk-norrebro/settings', { ...current, defaultPriceGroupId: 'dk-price-vip', serviceChargePercentage: 10 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ defaultPriceGroupId: 'dk-price-vip', serviceChargePercentage: 10, version: current.version + 1 });
    expect((await call('user-hq', 'PUT', '/venue/venue-dk-norrebro/settings', current)).statusCode).toBe(409);
    expect((await call('user-hq', 'PUT', '/venue/venue-dk-norrebro/settings', { defaultPriceGroupId: 'no-price-vip' })).json()).toMatchObject({ field: 'body.defaultPriceGroupId' });
    expect((await call('user-hq', 'PUT', '/venue/venue-dk-norrebro/settings', { receivingStorageId: 'nope' })).json()).toMatchObject({ field: 'body.receivingStorageId' });
    expect((await call('user-hq', 'PUT', '/venue/venue-dk-norrebro/settings', { businessDayStartsAt: '25:00' })).json()).toMatchObject({ field: 'body.businessDayStartsAt' });
    expect((await call('user-vm', 'PUT', '/venue/venue-dk-norrebro/settings', {})).statusCode).toBe(403);
  });

  it('keeps one venue to the permission there', async () => {
    expect((await call('user-vm', 'GET', '/Venue/venue-uk-soho')).statusCode).toBe(403);
    expect((await call('user-vm', 'POST', '/Venue/venue-dk-norrebro/Storage', { storageName: 'X' })).statusCode).toBe(403);
  });
});

describe('assigned products', () => {
  it('assigns a stock product once, lists it with the product and changes the venue price', async () => {
    // A product of the catalogue that no venue has yet (which seeded products a venue holds varies with the day).
    const product = await call('user-hq', 'POST', '/StockProducts/', { name: 'Mezcal 70 cl', number: 'DK-99002', stockProductGroupId: 'dk-pg-spirits', productUnitId: 'dk-unit-bottle', contentAmount: 70, contentUnit: 'cl', vendorId: 'vendor-dk-spirits', costPrice: 24900, country: 'dk' });
    expect(product.statusCode, product.body).toBe(200);
    const assign = () => call('user-vm', 'POST', `/AssignedStockProducts/Assign/venue-dk-vesterbro/${product.json().id}`);
    const assigned = await assign();
    const again = await assign();
    expect([assigned.statusCode, again.statusCode]).toEqual([200, 409]);
    expect((await call('user-vm', 'POST', '/AssignedStockProducts/Assign/venue-dk-vesterbro/sp-uk-gin')).json()).toMatchObject({ field: 'stockProductId' });
    const list = (await call('user-vm', 'GET', '/AssignedStockProducts/ByVenue/venue-dk-norrebro')).json();
    const gin = list.find((a: { stockProductId: string }) => a.stockProductId === 'sp-dk-gin');
    expect(gin).toMatchObject({ name: 'London dry gin 70 cl', costPrice: 15500, productCostPrice: 16500, effectiveCostPrice: 15500, currency: 'DKK' });
    const one = (await call('user-vm', 'GET', `/AssignedStockProduct/${gin.id}`)).json();
    const updated = await call('user-vm', 'PUT', `/AssignedStockProduct/${gin.id}`, { ...one, costPrice: 15000, storageId: 'venue-dk-norrebro-bar' });
    expect(updated.json()).toMatchObject({ costPrice: 15000, version: one.version + 1 });
    expect((await call('user-vm', 'PUT', `/AssignedStockProduct/${gin.id}`, { ...one })).statusCode).toBe(409);
    expect((await call('user-vm', 'PUT', `/AssignedStockProduct/${gin.id}`, { ...updated.json(), storageId: 'nope' })).json()).toMatchObject({ field: 'body.storageId' });
    expect((await call('user-vm', 'PUT', `/AssignedStockProduct/${gin.id}`, { ...updated.json(), stockProductId: 'sp-dk-vodka' })).json()).toMatchObject({ field: 'body.stockProductId' });
    expect((await call('user-vm', 'DELETE', `/AssignedStockProduct/${gin.id}`)).statusCode).toBe(204);
    expect((await call('user-vm', 'GET', `/AssignedStockProduct/${gin.id}`)).statusCode).toBe(404);
  });
  it('assigns a sales product, with venue prices over the product\'s', async () => {
    const created = await call('user-cd', 'POST', '/AssignedSalesProducts/Assign/venue-dk-frederiksberg/salesp-dk-cover');
    expect(created.statusCode, created.body).toBe(200);
    expect((await call('user-cd', 'POST', '/AssignedSalesProducts/Assign/venue-dk-frederiksberg/salesp-dk-cover')).statusCode).toBe(409);
    const updated = await call('user-cd', 'PUT', `/AssignedSalesProduct/${created.json().id}`, { ...created.json(), prices: [{ priceGroupId: 'dk-price-normal', price: 15000 }] });
    expect(updated.statusCode, updated.body).toBe(200);
    const row = (await call('user-cd', 'GET', '/AssignedSalesProducts/ByVenue/venue-dk-frederiksberg')).json().find((a: { salesProductId: string }) => a.salesProductId === 'salesp-dk-cover');
    expect(row.effectivePrices).toEqual(expect.arrayContaining([{ priceGroupId: 'dk-price-normal', price: 15000, own: true }, expect.objectContaining({ priceGroupId: 'dk-price-staff', own: false })]));
    expect((await call('user-cd', 'PUT', `/AssignedSalesProduct/${created.json().id}`, { ...updated.json(), prices: [{ priceGroupId: 'uk-price-normal', price: 1 }] })).json()).toMatchObject({ field: 'body.prices.0.priceGroupId' });
    expect((await call('user-cd', 'GET', `/AssignedSalesProduct/${created.json().id}`)).statusCode).toBe(200);
    expect((await call('user-cd', 'DELETE', `/AssignedSalesProduct/${created.json().id}`)).statusCode).toBe(204);
  });
  it('is refused at a venue without the permission', async () => {
    expect((await call('user-vm', 'GET', '/AssignedStockProducts/ByVenue/venue-no-grunerlokka')).statusCode).toBe(403);
    expect((await call('user-vm', 'POST', '/AssignedSalesProducts/Assign/venue-no-grunerlokka/salesp-no-lager')).statusCode).toBe(403);
  });
});

describe('floorplans', () => {
  const plan = { venueId: 'venue-dk-norrebro', name: 'Mezzanine', width: 600, height: 300, tables: [{ name: 'M1', x: 20, y: 20, width: 100, height: 80, shape: 'rect', seats: 4 }] };
  it('lists, creates, updates and deletes', async () => {
    expect((await call('user-vm', 'GET', '/Floorplan/ByVenue/venue-dk-norrebro')).json().map((f: { name: string }) => f.name)).toEqual(['Main floor', 'Terrace']);
    const created = await call('user-vm', 'POST', '/Floorplan', plan);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().tables[0].tableId).toBeTruthy();
    const updated = await call('user-vm', 'PUT', `/Floorplan/${created.json().id}`, { ...created.json(), tables: [...created.json().tables, { name: 'M2', x: 200, y: 20, width: 80, height: 80, shape: 'round', seats: 2 }] });
    expect(updated.json().tables).toHaveLength(2);
    expect((await call('user-vm', 'PUT', `/Floorplan/${created.json().id}`, created.json())).statusCode).toBe(409);
    expect((await call('user-vm', 'DELETE', `/Floorplan/${created.json().id}`)).statusCode).toBe(204);
  });
  it('keeps tables on the plan with unique names', async () => {
    expect((await call('user-vm', 'POST', '/Floorplan', { ...plan, tables: [{ ...plan.tables[0], x: 550 }] })).json()).toMatchObject({ field: 'body.tables.0.x' });
    expect((await call('user-vm', 'POST', '/Floorplan', { ...plan, tables: [plan.tables[0], { ...plan.tables[0], name: 'm1', x: 300 }] })).json()).toMatchObject({ field: 'body.tables.1.name' });
    expect((await call('user-vm', 'POST', '/Floorplan', { ...plan, locationId: 'nope' })).json()).toMatchObject({ field: 'body.locationId' });
    expect((await call('user-vm', 'POST', '/Floorplan', { ...plan, tables: [{ ...plan.tables[0], shape: 'star' }] })).json()).toMatchObject({ field: 'body.tables.0.shape' });
  });
});

describe('waiter list', () => {
  it('answers an empty day, saves the whole list and refuses a stale version', async () => {
    const day = (await call('user-vm', 'GET', '/VenueWaiterList/venue-dk-norrebro/day/2030-05-01')).json();
    expect(day).toMatchObject({ version: 0, waiters: [] });
    const terminal = (await call('user-vm', 'GET', '/PosDevices/ByVenue/venue-dk-norrebro')).json()[0];
    const body = { venueId: 'venue-dk-norrebro', date: '2030-05-01', version: 0, waiters: [{ name: 'Freja Andersen', role: 'bartender', startTime: '18:00', endTime: '02:00', terminalIds: [terminal.id] }] };
    const saved = await call('user-vm', 'POST', '/VenueWaiterList/day', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 1, waiters: [expect.objectContaining({ name: 'Freja Andersen' })] });
    expect((await call('user-vm', 'POST', '/VenueWaiterList/day', body)).statusCode).toBe(409);
    expect((await call('user-vm', 'POST', '/VenueWaiterList/day', { ...body, version: 1 })).statusCode).toBe(200);
    expect((await call('user-vm', 'GET', '/VenueWaiterList/venue-dk-norrebro/day/2030-05-01')).json().version).toBe(2);
  });
  it('names the field of bad input', async () => {
    const waiter = { name: 'A', role: 'waiter', startTime: '18:00', endTime: '23:00' };
    const field = async (waiters: object[]) => (await call('user-vm', 'POST', '/VenueWaiterList/day', { venueId: 'venue-dk-norrebro', date: '2030-06-01', waiters })).json().field;
    expect(await field([waiter, { ...waiter, name: 'a' }])).toBe('body.waiters.1.name');
    expect(await field([{ ...waiter, endTime: '18:00' }])).toBe('body.waiters.0.endTime');
    expect(await field([{ ...waiter, role: 'dj' }])).toBe('body.waiters.0.role');
    expect(await field([{ ...waiter, terminalIds: ['nope'] }])).toBe('body.waiters.0.terminalIds.0');
    expect((await call('user-vm', 'GET', '/VenueWaiterList/venue-dk-norrebro/day/2030-02-30')).json()).toMatchObject({ field: 'date' });
  });
  it('is seeded around the demo\'s day', async () => {
    const today = dayjs(seededAt()).format('YYYY-MM-DD');
    expect((await call('user-vm', 'GET', `/VenueWaiterList/venue-dk-norrebro/day/${today}`)).json().waiters.length).toBeGreaterThan(2);
  });
});

describe('price shift windows', () => {
  const window = { venueId: 'venue-dk-frederiksberg', name: 'Late lounge', priceGroupId: 'dk-price-happy', weekdays: [5, 6], fromTime: '23:00', toTime: '01:00', isActive: true };
  it('lists by venue, creates, gets, updates and deletes', async () => {
    expect((await call('user-cd', 'GET', '/PriceShiftWindow/ByVenue/venue-dk-norrebro')).json().map((w: { name: string }) => w.name)).toEqual(['Friday after work', 'Happy hour']);
    const created = await call('user-cd', 'POST', '/PriceShiftWindow/', window);
    expect(created.statusCode, created.body).toBe(200);
    expect((await call('user-cd', 'GET', `/PriceShiftWindow/${created.json().id}`)).json().name).toBe('Late lounge');
    const updated = await call('user-cd', 'PUT', `/PriceShiftWindow/${created.json().id}`, { ...created.json(), toTime: '02:00' });
    expect(updated.json()).toMatchObject({ toTime: '02:00', version: 2 });
    expect((await call('user-cd', 'DELETE', `/PriceShiftWindow/${created.json().id}`)).statusCode).toBe(204);
    expect((await call('user-cd', 'GET', `/PriceShiftWindow/${created.json().id}`)).statusCode).toBe(404);
  });
  it('refuses overlaps on a shared weekday, also past midnight, and bad input', async () => {
    const created = (await call('user-cd', 'POST', '/PriceShiftWindow/', window)).json();
    expect((await call('user-cd', 'POST', '/PriceShiftWindow/', { ...window, name: 'Clash', weekdays: [6], fromTime: '00:30', toTime: '03:00' })).statusCode).toBe(409);
    expect((await call('user-cd', 'POST', '/PriceShiftWindow/', { ...window, name: 'Sunday early', weekdays: [7], fromTime: '00:30', toTime: '03:00' })).statusCode).toBe(409);
    expect((await call('user-cd', 'POST', '/PriceShiftWindow/', { ...window, name: 'Thursday', weekdays: [4], fromTime: '23:00', toTime: '23:30' })).statusCode).toBe(200);
    expect((await call('user-cd', 'POST', '/PriceShiftWindow/', { ...window, weekdays: [] })).json()).toMatchObject({ field: 'body.weekdays' });
    expect((await call('user-cd', 'POST', '/PriceShiftWindow/', { ...window, weekdays: [8] })).json()).toMatchObject({ field: 'body.weekdays.0' });
    expect((await call('user-cd', 'POST', '/PriceShiftWindow/', { ...window, toTime: '23:00' })).json()).toMatchObject({ field: 'body.toTime' });
    expect((await call('user-cd', 'POST', '/PriceShiftWindow/', { ...window, priceGroupId: 'uk-price-happy' })).json()).toMatchObject({ field: 'body.priceGroupId' });
    void created;
  });
});

describe('Z reports', () => {
  it('lists a venue\'s reports newest first and gets one', async () => {
    const list = (await call('user-vm', 'GET', '/ZReports/ByVenue/venue-dk-norrebro')).json();
    expect(list.length).toBeGreaterThan(50);
    expect(list[0].businessDate >= list[1].businessDate).toBe(true);
    const one = (await call('user-vm', 'GET', `/ZReports/${list[0].id}`)).json();
    expect(one).toMatchObject({ venueId: 'venue-dk-norrebro', currency: 'DKK', grossSales: expect.any(Number) });
    expect(one.netSales + one.taxTotal).toBe(one.grossSales);
    expect((await call('user-vm', 'GET', '/ZReports/nope')).statusCode).toBe(404);
    expect((await call('user-vm', 'GET', '/ZReports/ByVenue/venue-uk-soho')).statusCode).toBe(403);
  });
});
