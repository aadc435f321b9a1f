import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArrivalState, BookingState } from '@/shared/bookings/states';
import type { VenueTonight } from '@/shared/bookings/tonightAcrossVenues';
import { api, at, BOOKINGS_API, SETUP_API, VENUE } from '../support/bookingFixtures';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let call: ReturnType<typeof api>;

const URL = `${SETUP_API}/venue-details/tonight-across-venues`;
type Tree = { venueSections: { id: string; venueTables: { id: string; name: string; isActive: boolean; combinationTablePartIds: string[] }[] }[] };

beforeAll(async () => {
  server = await startTestServer();
  call = api(server);
});
afterAll(() => server.close());

const tonight = async (user: string, date: string) => {
  const res = await call(user, 'GET', `${URL}?date=${date}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { venues: VenueTonight[]; computedAt: string };
};

/** The setup active at the venue on the night, with its single tables that are on, as the occupancy counts them. */
async function activeTables(date: string) {
  const [night] = (await call('user-hq', 'POST', `${SETUP_API}/venue-details/booking-percentage-by-venues`, { date, venueDetailIds: [VENUE] })).body as unknown as { venueSetupId: string }[];
  const tree = (await call('user-hq', 'GET', `${SETUP_API}/venue-setups/${night.venueSetupId}`)).body as unknown as Tree;
  const tables = tree.venueSections.flatMap((s) => s.venueTables.map((t) => ({ ...t, sectionId: s.id }))).filter((t) => t.isActive && !t.combinationTablePartIds.length);
  return { setupId: night.venueSetupId, tables };
}

async function book(date: string, place: { setupId: string; sectionId?: string; tableId?: string }, guestCount: number, over: Record<string, unknown> = {}) {
  const res = await call('user-vm', 'POST', `${BOOKINGS_API}?accept-soft-warnings=true`, {
    venueDetailsId: VENUE,
    venueSetupId: place.setupId,
    venueSectionId: place.sectionId ?? null,
    venueTableId: place.tableId ?? null,
    guestCount,
    arrival: at('19:00', date),
    departure: at('21:00', date),
    bookingCustomer: { name: 'Mette Jensen', phoneNumber: '+45 22 33 44 55', email: 'mette@example.dk' },
    ...over,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.booking as { id: string };
}

describe('tonight across venues', () => {
  it("counts a venue's covers booked and arrived, occupancy, waiting requests and closing notes of the night", async () => {
    const date = '2030-03-19';
    const before = (await tonight('user-hq', date)).venues.find((v) => v.venueDetailsId === VENUE)!;
    expect(before).toMatchObject({ night: date, coversBooked: 0, coversArrived: 0, bookings: 0, bookedTables: 0, requestsWaiting: 0, closingNotes: [] });

    const { setupId, tables } = await activeTables(date);
    const [first, second, third] = tables;
    const arrived = await book(date, { setupId, sectionId: first.sectionId, tableId: first.id }, 4);
    const partly = await book(date, { setupId, sectionId: second.sectionId, tableId: second.id }, 6);
    await book(date, { setupId, sectionId: first.sectionId }, 3, { bookingState: BookingState.Requested });
    const cancelled = await book(date, { setupId, sectionId: third.sectionId, tableId: third.id }, 5);
    expect((await call('user-vm', 'PATCH', `${BOOKINGS_API}/${arrived.id}/arrival-state`, { arrivalState: ArrivalState.Arrived })).status).toBe(200);
    expect((await call('user-vm', 'PATCH', `${BOOKINGS_API}/${partly.id}/arrived/2`, { note: null })).status).toBe(200);
    expect((await call('user-vm', 'PATCH', `${BOOKINGS_API}/${cancelled.id}/booking-state`, { bookingState: BookingState.CancelledGuest })).status).toBe(200);
    // A request of a later night is waiting too; one of the night before is not.
    await book('2030-03-25', { setupId, sectionId: first.sectionId }, 2, { bookingState: BookingState.Requested });
    await book('2030-03-18', { setupId, sectionId: first.sectionId }, 2, { bookingState: BookingState.Requested });
    expect((await call('user-vm', 'POST', `${SETUP_API}/venue-notes`, { venueDetailsId: VENUE, date, message: 'Private party from 22:00', bookingClosed: true })).status).toBe(200);
    expect((await call('user-vm', 'POST', `${SETUP_API}/venue-notes`, { venueDetailsId: VENUE, date, message: 'DJ arrives at 20:00' })).status).toBe(200);

    const after = (await tonight('user-hq', date)).venues.find((v) => v.venueDetailsId === VENUE)!;
    expect(after).toEqual({
      venueDetailsId: VENUE,
      name: before.name,
      night: date,
      timeZone: 'Europe/Copenhagen',
      coversBooked: 10,
      coversArrived: 6,
      bookings: 2,
      percentage: Math.round((2 / tables.length) * 1000) / 10,
      bookedTables: 2,
      totalTables: tables.length,
      requestsWaiting: 2,
      closingNotes: ['Private party from 22:00'],
    });
    const [percentage] = (await call('user-hq', 'POST', `${SETUP_API}/venue-details/booking-percentage-by-venues`, { date, venueDetailIds: [VENUE] })).body as unknown as { percentage: number }[];
    expect(percentage.percentage).toBe(after.percentage);
  });

  it("takes each venue's current night when no date is asked for", async () => {
    const res = await call('user-hq', 'GET', URL);
    expect(res.status).toBe(200);
    const venue = (res.body.venues as VenueTonight[]).find((v) => v.venueDetailsId === VENUE)!;
    expect(venue.night).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.computedAt).toEqual(expect.any(String));
  });

  it('shows a venue manager only the venues they run, head office every venue with booking details', async () => {
    const all = (await tonight('user-hq', '2030-03-20')).venues.map((v) => v.venueDetailsId);
    const details = ((await call('user-hq', 'GET', `${SETUP_API}/venue-details`)).body as unknown as { id: string }[]).map((v) => v.id);
    expect([...all].sort()).toEqual([...details].sort());
    const own = (await tonight('user-vm', '2030-03-20')).venues.map((v) => v.venueDetailsId);
    // Lars Nielsen runs Nørrebro and Vesterbro; his Aarhus role ended six months ago.
    expect(own.sort()).toEqual(['venue-dk-norrebro', 'venue-dk-vesterbro']);
    const regional = (await tonight('user-rm', '2030-03-20')).venues.map((v) => v.venueDetailsId);
    expect(regional.length).toBeGreaterThan(0);
    expect(regional.every((id) => id.startsWith('venue-no-'))).toBe(true);
  });

  it('refuses users without the permission and a date that is not one', async () => {
    expect((await call('user-sm', 'GET', URL)).status).toBe(403);
    expect((await call('user-gr', 'GET', URL)).status).toBe(403);
    expect((await call(null, 'GET', URL)).status).toBe(401);
    const bad = await call('user-hq', 'GET', `${URL}?date=2030-02-31`);
    expect(bad.body).toMatchObject({ status: 400, field: 'query.date' });
  });
});

describe('the occupancy heatmap in one call', () => {
  const MONTH_URL = `${SETUP_API}/venue-details/booking-percentage-across-venues`;
  type Month = { year: number; month: number; venues: { venueDetailsId: string; name: string; percentage: number; nights: { date: string; percentage: number; bookedTables: number; totalTables: number }[] }[] };
  const month = async (user: string, year: number, monthNo: number) => {
    const res = await call(user, 'GET', `${MONTH_URL}?year=${year}&month=${monthNo}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as unknown as Month;
  };

  it('answers every night of the month at each venue as the per-venue booking-percentage call does', async () => {
    const date = '2030-05-14';
    const { setupId, tables } = await activeTables(date);
    await book(date, { setupId, sectionId: tables[0].sectionId, tableId: tables[0].id }, 2);
    await book(date, { setupId, sectionId: tables[1].sectionId, tableId: tables[1].id }, 4);
    const answer = await month('user-hq', 2030, 5);
    expect(answer).toMatchObject({ year: 2030, month: 5 });
    const norrebro = answer.venues.find((v) => v.venueDetailsId === VENUE)!;
    expect(norrebro.nights).toHaveLength(31);
    expect(norrebro.nights[13]).toMatchObject({ date, bookedTables: 2, totalTables: tables.length, percentage: Math.round((2 / tables.length) * 1000) / 10 });
    expect(norrebro.nights.filter((n) => n.date !== date).every((n) => n.bookedTables === 0)).toBe(true);
    // The same numbers as the specification's calls, for this venue and for one in another country and time zone.
    for (const id of [VENUE, 'venue-no-grunerlokka']) {
      const single = await call('user-hq', 'GET', `${SETUP_API}/venue-details/booking-percentage/${id}/2030/5`);
      expect(single.status).toBe(200);
      const mine = answer.venues.find((v) => v.venueDetailsId === id)!;
      expect({ percentage: mine.percentage, nights: mine.nights }).toEqual({ percentage: single.body.percentage, nights: single.body.nights });
    }
    const [byVenues] = (await call('user-hq', 'POST', `${SETUP_API}/venue-details/booking-percentage-by-venues`, { date, venueDetailIds: [VENUE] })).body as unknown as { percentage: number }[];
    expect(norrebro.nights[13].percentage).toBe(byVenues.percentage);
  });

  it("shows each user only the venues where they hold the permission, the same ones as tonight's board", async () => {
    const hq = (await month('user-hq', 2030, 6)).venues.map((v) => v.venueDetailsId).sort();
    const details = ((await call('user-hq', 'GET', `${SETUP_API}/venue-details`)).body as unknown as { id: string }[]).map((v) => v.id).sort();
    expect(hq).toEqual(details);
    expect((await month('user-vm', 2030, 6)).venues.map((v) => v.venueDetailsId).sort()).toEqual(['venue-dk-norrebro', 'venue-dk-vesterbro']);
    const regional = (await month('user-rm', 2030, 6)).venues.map((v) => v.venueDetailsId);
    expect(regional.length).toBeGreaterThan(0);
    expect(regional.every((id) => id.startsWith('venue-no-'))).toBe(true);
    expect(regional.sort()).toEqual((await tonight('user-rm', '2030-06-01')).venues.map((v) => v.venueDetailsId).sort());
    expect((await call('user-sm', 'GET', `${MONTH_URL}?year=2030&month=6`)).status).toBe(403);
    expect((await call(null, 'GET', `${MONTH_URL}?year=2030&month=6`)).status).toBe(401);
  });

  it('refuses a month that is not one, naming the field', async () => {
    expect((await call('user-hq', 'GET', `${MONTH_URL}?year=2030&month=13`)).body).toMatchObject({ status: 400, field: 'query.month' });
    expect((await call('user-hq', 'GET', `${MONTH_URL}?year=1999&month=5`)).body).toMatchObject({ status: 400, field: 'query.year' });
    expect((await call('user-hq', 'GET', `${MONTH_URL}?year=2030&month=may`)).body).toMatchObject({ status: 400, field: 'query.month' });
    expect((await call('user-hq', 'GET', `${MONTH_URL}?year=2030`)).body).toMatchObject({ status: 400, field: 'query.month' });
  });
});

