import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeFlag } from '@/shared/bookings/states';
import { api, at, BOOKINGS_API, createLayout, SETUP_API, VENUE, type Layout } from '../support/bookingFixtures';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let call: ReturnType<typeof api>;

type Table = { id: string; name: string; version: number; venueSectionId: string; combinationTablePartIds: string[] };
type Tree = { venueSections: { id: string; name: string; venueTables: Table[] }[]; floorplan: { tables: { venueTableId: string }[] } | null };

beforeAll(async () => {
  server = await startTestServer();
  call = api(server);
});
afterAll(() => server.close());

const tree = async (layout: Layout) => (await call('user-hq', 'GET', `${SETUP_API}/venue-setups/${layout.setupId}`)).body as unknown as Tree;
const tableOf = async (layout: Layout, name: string) => (await tree(layout)).venueSections.flatMap((s) => s.venueTables).find((t) => t.name === name)!;
const book = async (layout: Layout, tableId: string, over: Record<string, unknown> = {}) => {
  const section = (await tree(layout)).venueSections.find((s) => s.venueTables.some((t) => t.id === tableId))!.id;
  const res = await call('user-vm', 'POST', BOOKINGS_API, {
    venueDetailsId: VENUE,
    venueSetupId: layout.setupId,
    venueSectionId: section,
    venueTableId: tableId,
    guestCount: 4,
    arrival: at('19:00'),
    departure: at('21:00'),
    bookingCustomer: { name: 'Mette Jensen', phoneNumber: '+45 22 33 44 55', email: 'mette@example.dk' },
    ...over,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.booking as { id: string; version: number };
};
const move = (layout: Layout, table: Table, from: string, to: string, user = 'user-vm', version = table.version) =>
  call(user, 'POST', `${SETUP_API}/venue-setups/${layout.setupId}/venue-sections/${from}/venue-tables/${table.id}/move/${to}`, { version });

describe('moving a table to another section', () => {
  it('deletes it there and creates it again in the target, with its bookings from tonight on', async () => {
    const layout = await createLayout(server, 'move');
    const a3 = await tableOf(layout, 'A3');
    const booking = await book(layout, a3.id);
    const res = await move(layout, a3, layout.main, layout.lounge);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ name: 'A3', seatCount: 8, venueSectionId: layout.lounge, movedBookings: 1 });
    expect(res.body.id).not.toBe(a3.id);
    const after = await tree(layout);
    expect(after.venueSections.find((s) => s.id === layout.main)!.venueTables.map((t) => t.name)).not.toContain('A3');
    expect(after.venueSections.find((s) => s.id === layout.lounge)!.venueTables.map((t) => t.name)).toContain('A3');
    const night = (await call('user-vm', 'GET', `${BOOKINGS_API}?venue-details-id=${VENUE}&from-date=2030-03-12&to-date=2030-03-12`)).body as unknown as { booking: { id: string; venueTableId: string; venueSectionId: string; version: number; changeLog: { changeFlags: number; message: string }[] } }[];
    const moved = night.find((r) => r.booking.id === booking.id)!.booking;
    expect(moved).toMatchObject({ venueTableId: res.body.id, venueSectionId: layout.lounge, version: booking.version + 1 });
    expect(moved.changeLog.at(-1)).toMatchObject({ changeFlags: ChangeFlag.Table | ChangeFlag.Section, message: 'Table A3 moved to section Lounge' });
  });

  it('keeps the combination tables it is a part of and its place on the floorplan', async () => {
    const layout = await createLayout(server, 'move-parts');
    const a1 = await tableOf(layout, 'A1');
    const a2 = await tableOf(layout, 'A2');
    const placed = await call('user-vm', 'PUT', `${SETUP_API}/floorplan/${layout.setupId}`, { width: 800, height: 600, backgroundImage: null, version: 0, tables: [{ venueTableId: a1.id, x: 40, y: 40, width: 70, height: 70, rotation: 0 }] });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const res = await move(layout, a1, layout.main, layout.lounge);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const combination = await tableOf(layout, 'A1+A2');
    expect(combination.combinationTablePartIds.sort()).toEqual([res.body.id, a2.id].sort());
    const plan = (await call('user-vm', 'GET', `${SETUP_API}/floorplan/${layout.setupId}`)).body as { version: number; tables: { venueTableId: string; name: string; x: number }[] };
    expect(plan).toMatchObject({ version: 2, tables: [{ venueTableId: res.body.id, name: 'A1', x: 40 }] });
  });

  it('explains a move the target section cannot take, and changes nothing', async () => {
    const layout = await createLayout(server, 'move-refused');
    const lounge = (await tree(layout)).venueSections.find((s) => s.id === layout.lounge)! as unknown as { name: string; version: number };
    const late = { name: 'Lounge', version: lounge.version, venuePolicies: [{ identifier: 'Lounge opens late', policyType: 'OpeningHoursPolicy', limits: [{ limitType: 1, openingTime: '22:00', closingTime: '02:00' }] }] };
    expect((await call('user-hq', 'PUT', `${SETUP_API}/venue-setups/${layout.setupId}/venue-sections/${layout.lounge}`, late)).status).toBe(200);
    const a3 = await tableOf(layout, 'A3');
    const booking = await book(layout, a3.id);
    const res = await move(layout, a3, layout.main, layout.lounge);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Table A3 cannot be moved from Main to Lounge: its booking at 19:00 on 12-03-2030 would break a hard limit of Lounge: Arrival at 19:00 is outside the opening hours 22:00–02:00/);
    expect(res.body.message).not.toMatch(/deleted/);
    const still = await tableOf(layout, 'A3');
    expect(still).toMatchObject({ id: a3.id, venueSectionId: layout.main, version: a3.version });
    const night = (await call('user-vm', 'GET', `${BOOKINGS_API}?venue-details-id=${VENUE}&from-date=2030-03-12&to-date=2030-03-12`)).body as unknown as { booking: { id: string; venueTableId: string; version: number } }[];
    expect(night.find((r) => r.booking.id === booking.id)!.booking).toMatchObject({ venueTableId: a3.id, version: booking.version });
  });

  it('refuses a stale version, the same section, and users who may not change the setup', async () => {
    const layout = await createLayout(server, 'move-rules');
    const b2 = await tableOf(layout, 'B2');
    const stale = await move(layout, b2, layout.lounge, layout.main, 'user-vm', b2.version - 1);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^Table B2 cannot be moved from Lounge to Main: someone else changed the table meanwhile/);
    expect((await move(layout, b2, layout.lounge, layout.lounge)).body).toMatchObject({ status: 400, field: 'targetSectionId' });
    expect((await move(layout, b2, layout.lounge, layout.main, 'user-sm')).status).toBe(403);
    expect((await call('user-vm', 'POST', `${SETUP_API}/venue-setups/${layout.setupId}/venue-sections/${layout.lounge}/venue-tables/${b2.id}/move/${layout.main}`, {})).body).toMatchObject({ status: 400, field: 'body.version' });
    expect((await tableOf(layout, 'B2')).venueSectionId).toBe(layout.lounge);
  });
});

describe('alternatives for a booking the section cannot take', () => {
  it('offers the best free tables of the other sections and the nearest free times within two hours', async () => {
    const layout = await createLayout(server, 'alternatives');
    await book(layout, layout.tables.A12, { guestCount: 6 });
    await book(layout, layout.tables.A3, { guestCount: 6 });
    const query = `guest-count=2&arrival=${encodeURIComponent(at('19:00'))}&departure=${encodeURIComponent(at('21:00'))}`;
    const main = (await call('user-vm', 'GET', `${BOOKINGS_API}/tables/section/${layout.main}?${query}`)).body as unknown as { available: boolean }[];
    expect(main.some((t) => t.available)).toBe(false);
    const res = await call('user-vm', 'GET', `${BOOKINGS_API}/tables/section/${layout.main}/alternatives?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as { sections: { sectionId: string; name: string; tables: { table: { name: string }; available: boolean }[] }[]; times: { arrival: string; minutes: number; tables: { table: { name: string } }[] }[] };
    // B1 is kept for walk-ins (a soft limit): only B2 is free without accepting anything.
    expect(body.sections).toMatchObject([{ sectionId: layout.lounge, name: 'Lounge', tables: [{ table: { name: 'B2' }, available: true }] }]);
    // The main tables are booked 19:00–21:00: a two-hour booking fits from 17:00 or from 21:00.
    expect(body.times.map((t) => t.minutes)).toEqual([-120, 120]);
    expect(body.times.map((t) => t.arrival)).toEqual([at('17:00'), at('21:00')]);
    expect(body.times[1].tables.map((t) => t.table.name)).toContain('A1');
    expect((await call('user-vm', 'GET', `${BOOKINGS_API}/tables/section/${layout.main}/alternatives?guest-count=0&arrival=${encodeURIComponent(at('19:00'))}`)).body).toMatchObject({ status: 400, field: 'query.guest-count' });
  });
});
