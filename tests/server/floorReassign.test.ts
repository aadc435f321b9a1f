import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeFlag } from '@/shared/bookings/states';
import { api, at, BOOKINGS_API, createLayout, SETUP_API, VENUE, type Layout } from '../support/bookingFixtures';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * A booking dragged onto a table on the floor view or the timeline is saved as the booking form saves it: a PUT with
 * the new place and the version it was shown at. These are the rules that move goes through.
 */
let server: TestServer;
let call: ReturnType<typeof api>;
let layout: Layout;
const NIGHT = '2030-04-09';
type Booking = Record<string, unknown> & { id: string; version: number; venueTableId: string };

const place = (over: Record<string, unknown> = {}) => ({
  venueDetailsId: VENUE,
  venueSetupId: layout.setupId,
  venueSectionId: layout.main,
  venueTableId: layout.tables.A1,
  guestCount: 4,
  arrival: at('19:00', NIGHT),
  departure: at('21:00', NIGHT),
  bookingState: 3,
  bookingCustomer: null,
  ...over,
});
async function book(over: Record<string, unknown> = {}): Promise<Booking> {
  const res = await call('user-vm', 'POST', `${BOOKINGS_API}?accept-soft-warnings=true`, place(over));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.booking as Booking;
}
const move = (b: Booking, over: Record<string, unknown>, query = '', version = b.version) => call('user-vm', 'PUT', `${BOOKINGS_API}/${b.id}${query}`, { ...place({ venueTableId: b.venueTableId, arrival: b.arrival, departure: b.departure }), ...over, version });

beforeAll(async () => {
  server = await startTestServer();
  call = api(server);
  layout = await createLayout(server, 'floor moves');
  // B2 takes no bookings at all: a hard limit of the table itself.
  const hard = await call('user-hq', 'PUT', `${SETUP_API}/venue-setups/${layout.setupId}/venue-sections/${layout.lounge}/venue-tables/${layout.tables.B2}`, {
    name: 'B2',
    seatCount: 2,
    venueTableType: 1,
    venuePolicies: [{ identifier: 'Closed table', policyType: 'TableBookingPolicy', limits: [{ limitType: 1, minPercentage: 0, maxPercentage: 0 }] }],
  });
  expect(hard.status, JSON.stringify(hard.body)).toBe(200);
});
afterAll(() => server.close());

describe('moving a booking to another table', () => {
  it('moves it to a free table of another section with its section, logs the move and bumps the version', async () => {
    const b = await book();
    const res = await move(b, { venueSectionId: layout.lounge, venueTableId: layout.tables.B1 }, '?accept-soft-warnings=true');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.booking).toMatchObject({ venueTableId: layout.tables.B1, venueSectionId: layout.lounge, version: b.version + 1 });
    const last = (res.body.booking.changeLog as { changeFlags: number; changes: { changeType: number; oldValue: string; newValue: string }[] }[]).at(-1)!;
    expect(last.changeFlags & ChangeFlag.Table).toBe(ChangeFlag.Table);
    expect(last.changes).toContainEqual({ changeType: ChangeFlag.Table, oldValue: 'A1', newValue: 'B1' });
  });

  it('asks for soft warnings to be accepted: a walk-in table is refused without, taken with and its warning reported', async () => {
    const b = await book({ arrival: at('17:00', NIGHT), departure: at('18:30', NIGHT) });
    const refused = await move(b, { venueSectionId: layout.lounge, venueTableId: layout.tables.B1 });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/kept for walk-ins/);
    expect((await server.db.selectFrom('bookings').select('venueTableId').where('id', '=', b.id).executeTakeFirstOrThrow()).venueTableId).toBe(layout.tables.A1);
    const accepted = await move(b, { venueSectionId: layout.lounge, venueTableId: layout.tables.B1 }, '?accept-soft-warnings=true');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(JSON.stringify(accepted.body.warnings)).toMatch(/kept for walk-ins/);
  });

  it('refuses a hard limit even when soft warnings are accepted, with its catalogued message, and changes nothing', async () => {
    const b = await book({ guestCount: 2, arrival: at('22:00', NIGHT), departure: null });
    const res = await move(b, { venueSectionId: layout.lounge, venueTableId: layout.tables.B2 }, '?accept-soft-warnings=true');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Booking table B2 fills 100 % of the tables in the table B2; Closed table allows 0 %/);
    const stored = await server.db.selectFrom('bookings').select(['venueTableId', 'version']).where('id', '=', b.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ venueTableId: layout.tables.A1, version: b.version });
  });

  it('refuses a table another booking holds then, naming the table', async () => {
    const holder = await book({ venueTableId: layout.tables.A3, guestCount: 6, arrival: at('16:00', NIGHT), departure: at('17:30', NIGHT) });
    const b = await book({ venueTableId: layout.tables.A2, arrival: at('16:30', NIGHT), departure: at('17:30', NIGHT) });
    const res = await move(b, { venueTableId: holder.venueTableId });
    expect(res.body).toMatchObject({ status: 400, field: 'body.venueTableId' });
  });

  it('refuses a move made from an older version with 409 and keeps the first move', async () => {
    const b = await book({ venueTableId: layout.tables.A2, arrival: at('20:00', NIGHT), departure: at('21:00', NIGHT) });
    expect((await move(b, { venueTableId: layout.tables.A3 })).status).toBe(200);
    const second = await move(b, { venueTableId: layout.tables.A1 });
    expect(second.status).toBe(409);
    expect((await server.db.selectFrom('bookings').select('venueTableId').where('id', '=', b.id).executeTakeFirstOrThrow()).venueTableId).toBe(layout.tables.A3);
  });
});
