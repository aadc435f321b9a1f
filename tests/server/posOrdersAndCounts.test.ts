import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';

const base = '/api/pos/api';
let server: TestServer;
const VENUE = 'venue-dk-norrebro';
const call = (userId: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  server.request(userId, { method, url: `${base}${path}`, headers: { countryid: 'dk' }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function stockOf(productId: string, venueId = VENUE): Promise<number> {
  const res = await call('user-vm', 'GET', `/VenueStock/ByVenue/${venueId}`);
  return res.json().products.find((p: { stockProductId: string }) => p.stockProductId === productId)?.quantity ?? 0;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('purchase orders', () => {
  const order = { venueId: VENUE, vendorId: 'vendor-dk-spirits', expectedDeliveryDate: '2030-01-10', lines: [{ stockProductId: 'sp-dk-gin', quantity: 6 }, { stockProductId: 'sp-dk-vodka', quantity: 4, unitCost: 12000 }] };

  it('lists a venue\'s orders with their states, seeded over months', async () => {
    const list = (await call('user-vm', 'GET', `/PurchaseOrders/ByVenue/${VENUE}`)).json();
    const states = new Set(list.map((o: { state: string }) => o.state));
    expect(states).toEqual(new Set(['Draft', 'Submitted', 'PartiallyReceived', 'FullyReceived', ...(states.has('Cancelled') ? ['Cancelled'] : [])]));
    expect(list[0].orderNumber).toMatch(/^PO-DK-\d{4}-\d{4}$/);
  });

  it('creates a Draft with an order number, line ids and costs, edits it, sends it, receives it in two parts', async () => {
    const created = await call('user-vm', 'POST', '/PurchaseOrders/', order);
    expect(created.statusCode, created.body).toBe(200);
    const draft = created.json();
    expect(draft).toMatchObject({ state: 'Draft', currency: 'DKK', country: 'dk', orderNumber: expect.stringMatching(/^PO-DK-/) });
    // The venue's own price of gin (155 DKK) and the given vodka cost.
    expect(draft.lines.map((l: { unitCost: number }) => l.unitCost)).toEqual([15500, 12000]);
    expect(draft.total).toBe(6 * 15500 + 4 * 12000);

    const edited = await call('user-vm', 'PUT', `/PurchaseOrder/${draft.id}`, { ...draft, note: 'Before the weekend' });
    expect(edited.json()).toMatchObject({ note: 'Before the weekend', version: 2 });
    expect((await call('user-vm', 'PUT', `/PurchaseOrder/${draft.id}`, draft)).statusCode).toBe(409);

    expect((await call('user-vm', 'POST', `/PurchaseOrder/${draft.id}/Submit?version=1`)).statusCode).toBe(409);
    const sent = await call('user-vm', 'POST', `/PurchaseOrder/${draft.id}/Submit?version=2`);
    expect(sent.json()).toMatchObject({ state: 'Submitted', submittedAt: expect.any(String) });
    const again = await call('user-vm', 'POST', `/PurchaseOrder/${draft.id}/Submit`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A purchase order that is Sent cannot be submitted; only one that is Draft can.');
    expect((await call('user-vm', 'PUT', `/PurchaseOrder/${draft.id}`, sent.json())).statusCode).toBe(409);

    const gin = await stockOf('sp-dk-gin');
    const [ginLine, vodkaLine] = sent.json().lines;
    const part = await call('user-vm', 'POST', `/PurchaseOrder/${draft.id}/Receive`, { version: sent.json().version, lines: [{ lineId: ginLine.lineId, quantity: 6 }] });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ state: 'PartiallyReceived', receipts: [expect.objectContaining({ lines: [{ lineId: ginLine.lineId, quantity: 6 }] })] });
    expect(await stockOf('sp-dk-gin')).toBeCloseTo(gin + 6);
    expect((await call('user-vm', 'POST', `/PurchaseOrder/${draft.id}/Receive`, { version: sent.json().version, lines: [{ lineId: vodkaLine.lineId, quantity: 4 }] })).statusCode).toBe(409);
    const full = await call('user-vm', 'POST', `/PurchaseOrder/${draft.id}/Receive`, { version: part.json().version, storageId: 'venue-dk-norrebro-bar', lines: [{ lineId: vodkaLine.lineId, quantity: 4 }] });
    expect(full.json()).toMatchObject({ state: 'FullyReceived' });
    expect(full.json().lines.map((l: { receivedQuantity: number }) => l.receivedQuantity)).toEqual([6, 4]);
    expect((await call('user-vm', 'POST', `/PurchaseOrder/${draft.id}/Cancel`)).statusCode).toBe(409);
    expect((await call('user-vm', 'GET', `/PurchaseOrder/${draft.id}`)).json().state).toBe('FullyReceived');
  });

  it('keeps the total when lines are added to an empty order and changed later', async () => {
    const empty = (await call('user-vm', 'POST', '/PurchaseOrders/', { ...order, lines: [] })).json();
    expect(empty.total).toBe(0);
    const added = await call('user-vm', 'PUT', `/PurchaseOrder/${empty.id}`, { ...empty, lines: [{ stockProductId: 'sp-dk-gin', quantity: 2 }] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ total: 2 * 15500, version: 2 });
    expect((await call('user-vm', 'GET', `/PurchaseOrder/${empty.id}`)).json()).toMatchObject({ total: 2 * 15500, version: 2 });
    const changed = (await call('user-vm', 'PUT', `/PurchaseOrder/${empty.id}`, { ...added.json(), lines: [...added.json().lines, { stockProductId: 'sp-dk-vodka', quantity: 3, unitCost: 12000 }] })).json();
    expect(changed.total).toBe(2 * 15500 + 3 * 12000);
    const listed = (await call('user-vm', 'GET', `/PurchaseOrders/ByVenue/${VENUE}`)).json().find((o: { id: string }) => o.id === empty.id);
    expect(listed).toMatchObject({ total: 2 * 15500 + 3 * 12000, version: 3 });
    const cleared = (await call('user-vm', 'PUT', `/PurchaseOrder/${empty.id}`, { ...changed, lines: [] })).json();
    expect((await call('user-vm', 'GET', `/PurchaseOrder/${cleared.id}`)).json().total).toBe(0);
  });

  it('names the field of bad input and refuses what the state does not allow', async () => {
    expect((await call('user-vm', 'POST', '/PurchaseOrders/', { ...order, vendorId: 'vendor-no-spirits' })).json()).toMatchObject({ field: 'body.vendorId' });
    expect((await call('user-vm', 'POST', '/PurchaseOrders/', { ...order, lines: [{ stockProductId: 'sp-dk-gin', quantity: 0 }] })).json()).toMatchObject({ field: 'body.lines.0.quantity' });
    expect((await call('user-vm', 'POST', '/PurchaseOrders/', { ...order, lines: [{ stockProductId: 'sp-uk-gin', quantity: 1 }] })).json()).toMatchObject({ field: 'body.lines.0.stockProductId' });
    const empty = (await call('user-vm', 'POST', '/PurchaseOrders/', { ...order, lines: [] })).json();
    expect((await call('user-vm', 'POST', `/PurchaseOrder/${empty.id}/Submit`)).json()).toMatchObject({ status: 400, field: 'lines' });
    expect((await call('user-vm', 'POST', `/PurchaseOrder/${empty.id}/Receive`, { version: 1, lines: [] })).statusCode).toBe(409);
    const cancelled = await call('user-vm', 'POST', `/PurchaseOrder/${empty.id}/Cancel`);
    expect(cancelled.json()).toMatchObject({ state: 'Cancelled', cancelledAt: expect.any(String) });
    expect((await call('user-vm', 'POST', `/PurchaseOrder/${empty.id}/Submit`)).statusCode).toBe(409);
    expect((await call('user-vm', 'GET', '/PurchaseOrder/nope')).statusCode).toBe(404);
  });

  it('receives only the order\'s lines, something, into the venue\'s storages', async () => {
    const draft = (await call('user-vm', 'POST', '/PurchaseOrders/', order)).json();
    const sent = (await call('user-vm', 'POST', `/PurchaseOrder/${draft.id}/Submit`)).json();
    const receive = (body: object) => call('user-vm', 'POST', `/PurchaseOrder/${draft.id}/Receive`, { version: sent.version, ...body });
    expect((await receive({ lines: [{ lineId: 'nope', quantity: 1 }] })).json()).toMatchObject({ field: 'body.lines.0.lineId' });
    expect((await receive({ lines: [{ lineId: sent.lines[0].lineId, quantity: 0 }] })).json()).toMatchObject({ field: 'body.lines' });
    expect((await receive({ storageId: 'nope', lines: [{ lineId: sent.lines[0].lineId, quantity: 1 }] })).json()).toMatchObject({ field: 'body.storageId' });
    expect((await receive({ lines: [{ lineId: sent.lines[0].lineId, quantity: 1 }, { lineId: sent.lines[0].lineId, quantity: 1 }] })).json()).toMatchObject({ field: 'body.lines.1.lineId' });
    const cancelled = await call('user-vm', 'POST', `/PurchaseOrder/${draft.id}/Cancel?version=${sent.version}`);
    expect(cancelled.json().state).toBe('Cancelled');
  });

  it('is kept to the venue', async () => {
    expect((await call('user-vm', 'POST', '/PurchaseOrders/', { ...order, venueId: 'venue-dk-frederiksberg' })).statusCode).toBe(403);
    expect((await call('user-sm', 'GET', `/PurchaseOrders/ByVenue/${VENUE}`)).statusCode).toBe(403);
  });
});

describe('stock counts', () => {
  it('creates a Draft with every assigned product, activates it, counts and completes it', async () => {
    // The seeded Draft of this month is not active; another count can run.
    const created = await call('user-vm', 'POST', '/StockCounts/', { venueId: VENUE, name: 'Bar fridges', countDate: '2030-01-31', storageId: 'venue-dk-norrebro-bar' });
    expect(created.statusCode, created.body).toBe(200);
    const draft = created.json();
    expect(draft).toMatchObject({ state: 'Draft', currency: 'DKK' });
    expect(draft.lines.length).toBeGreaterThan(5);
    expect(draft.lines.every((l: { expectedQuantity: number | null }) => l.expectedQuantity === null)).toBe(true);

    const trimmed = await call('user-vm', 'PUT', `/StockCount/${draft.id}`, { ...draft, lines: draft.lines.slice(0, 3) });
    expect(trimmed.json().lines).toHaveLength(3);
    expect((await call('user-vm', 'POST', `/StockCount/${draft.id}/Complete`)).statusCode).toBe(409);

    const active = await call('user-vm', 'POST', `/StockCount/${draft.id}/Activate?version=${trimmed.json().version}`);
    expect(active.statusCode, active.body).toBe(200);
    const count = active.json();
    expect(count.state).toBe('Active');
    expect(count.lines.every((l: { expectedQuantity: number | null }) => typeof l.expectedQuantity === 'number')).toBe(true);
    expect((await call('user-vm', 'POST', `/StockCount/${draft.id}/Activate`)).json().message).toBe('A stock count that is Active cannot be activated; only one that is Draft can.');

    // Only counted quantities change while Active.
    expect((await call('user-vm', 'PUT', `/StockCount/${draft.id}`, { ...count, name: 'Renamed' })).statusCode).toBe(409);
    expect((await call('user-vm', 'PUT', `/StockCount/${draft.id}`, { ...count, lines: [...count.lines, { stockProductId: 'sp-dk-rum-white' }] })).json()).toMatchObject({ field: 'body.lines.3.lineId' });
    const partly = await call('user-vm', 'PUT', `/StockCount/${draft.id}`, { ...count, lines: count.lines.map((l: object, i: number) => ({ ...l, countedQuantity: i === 0 ? 2 : null })) });
    expect(partly.statusCode, partly.body).toBe(200);
    expect((await call('user-vm', 'POST', `/StockCount/${draft.id}/Complete`)).json()).toMatchObject({ status: 400, field: 'lines.1.countedQuantity' });
    const counted = await call('user-vm', 'PUT', `/StockCount/${draft.id}`, { ...partly.json(), lines: partly.json().lines.map((l: object, i: number) => ({ ...l, countedQuantity: i + 1.5 })) });
    expect((await call('user-vm', 'PUT', `/StockCount/${draft.id}`, partly.json())).statusCode).toBe(409);

    const productId = count.lines[1].stockProductId;
    const completed = await call('user-vm', 'POST', `/StockCount/${draft.id}/Complete?version=${counted.json().version}`);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ state: 'Completed', completedAt: expect.any(String), varianceValue: expect.any(Number) });
    const stock = (await call('user-vm', 'GET', `/VenueStock/ByVenue/${VENUE}`)).json().products.find((p: { stockProductId: string }) => p.stockProductId === productId);
    expect(stock.byStorage.find((s: { storageId: string }) => s.storageId === 'venue-dk-norrebro-bar').quantity).toBeCloseTo(2.5);
    expect((await call('user-vm', 'POST', `/StockCount/${draft.id}/Cancel`)).statusCode).toBe(409);
  });

  it('allows one active count per venue and cancels Draft and Active counts', async () => {
    const a = (await call('user-vm', 'POST', '/StockCounts/', { venueId: VENUE, name: 'A', countDate: '2030-02-01', lines: [{ stockProductId: 'sp-dk-gin' }] })).json();
    const b = (await call('user-vm', 'POST', '/StockCounts/', { venueId: VENUE, name: 'B', countDate: '2030-02-01', lines: [{ stockProductId: 'sp-dk-gin' }] })).json();
    expect((await call('user-vm', 'POST', `/StockCount/${a.id}/Activate`)).statusCode).toBe(200);
    const clash = await call('user-vm', 'POST', `/StockCount/${b.id}/Activate`);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(/The count "A" is active/);
    expect((await call('user-vm', 'POST', `/StockCount/${a.id}/Cancel`)).json().state).toBe('Cancelled');
    expect((await call('user-vm', 'POST', `/StockCount/${b.id}/Cancel`)).json().state).toBe('Cancelled');
  });

  it('names the field of bad input', async () => {
    const field = async (body: object) => (await call('user-vm', 'POST', '/StockCounts/', { venueId: VENUE, name: 'X', countDate: '2030-02-01', ...body })).json().field;
    expect(await field({ storageId: 'nope' })).toBe('body.storageId');
    expect(await field({ lines: [{ stockProductId: 'sp-dk-gin' }, { stockProductId: 'sp-dk-gin' }] })).toBe('body.lines.1.stockProductId');
    expect(await field({ lines: [{ stockProductId: 'sp-dk-gin', locationId: 'nope' }] })).toBe('body.lines.0.locationId');
    expect(await field({ countDate: '2030-13-01' })).toBe('body.countDate');
    const empty = (await call('user-vm', 'POST', '/StockCounts/', { venueId: 'venue-dk-vesterbro', name: 'Empty', countDate: '2030-02-01', storageId: null, lines: [{ stockProductId: 'sp-dk-gin' }] })).json();
    const noLines = await call('user-vm', 'PUT', `/StockCount/${empty.id}`, { ...empty, lines: [] });
    expect(noLines.statusCode).toBe(200);
    void noLines;
  });

  it('lists a venue\'s counts: months of completed ones, today\'s draft', async () => {
    const list = (await call('user-vm', 'GET', `/StockCounts/ByVenue/${VENUE}`)).json();
    expect(list.filter((c: { state: string }) => c.state === 'Completed').length).toBeGreaterThanOrEqual(3);
    expect((await call('user-vm', 'GET', `/StockCount/${list[0].id}`)).statusCode).toBe(200);
    expect((await call('user-vm', 'GET', '/StockCounts/ByVenue/venue-uk-soho')).statusCode).toBe(403);
  });
});
