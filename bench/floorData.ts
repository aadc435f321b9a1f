import { ArrivalState, BookingState, ChangeFlag } from '../src/shared/bookings/states';
import dayjs from '../src/shared/dayjs';
import type { Db } from '../src/server/db/connect';

/**
 * The floor benchmark's night: a setup of 200 tables in 8 sections with its floorplan, made active on one night by a
 * date-list entry, and 500 bookings on its tables that night (three sittings on the first 100 tables, two on the
 * others), written straight into a scratch database next to the demo, as the demo seed writes its own.
 */

export const FLOOR_VENUE = 'venue-dk-norrebro';
export const FLOOR_SETUP = 'setup-dk-norrebro-bench';
export const FLOOR_SETUP_NAME = 'Bench 200';
export const SECTIONS = 8;
export const TABLES_PER_SECTION = 25;
export const BOOKINGS = 500;

const json = (v: unknown) => JSON.stringify(v);
const TABLE = 70;
const PITCH = 90;
const SECTION = 5 * PITCH + 20;

export async function seedFloorNight(db: Db, night: string, timeZone: string): Promise<{ tables: number; bookings: number }> {
  await db.insertInto('venueSetups').values({ id: FLOOR_SETUP, name: FLOOR_SETUP_NAME, venueDetailsId: FLOOR_VENUE, isActive: false, venuePolicies: json([]), seatingStrategies: json([]), bookingOnRequestOnly: false, type: 0, createdBy: 'user-hq' }).execute();
  const placed: Record<string, unknown>[] = [];
  const areas: Record<string, unknown>[] = [];
  const tables: Record<string, unknown>[] = [];
  for (let s = 0; s < SECTIONS; s++) {
    const sectionId = `${FLOOR_SETUP}-s${s + 1}`;
    const left = 20 + (s % 4) * (SECTION + 20);
    const top = 20 + Math.floor(s / 4) * (SECTION + 20);
    await db
      .insertInto('venueSections')
      .values({ id: sectionId, name: `Room ${s + 1}`, description: null, image: null, venueSetupId: FLOOR_SETUP, venueDetailsId: FLOOR_VENUE, venuePolicies: json([]), seatingStrategies: json([]), bookingOnRequestOnly: false, sortOrder: (s + 1) * 10, createdBy: 'user-hq' })
      .execute();
    areas.push({ venueSectionId: sectionId, x: left, y: top, width: SECTION, height: SECTION });
    for (let t = 0; t < TABLES_PER_SECTION; t++) {
      const id = `${FLOOR_SETUP}-t${s * TABLES_PER_SECTION + t + 1}`;
      const box = { x: left + 20 + (t % 5) * PITCH, y: top + 30 + Math.floor(t / 5) * PITCH, width: TABLE, height: TABLE, rotation: t % 7 === 0 ? 45 : 0 };
      tables.push({
        id,
        name: `${String.fromCharCode(65 + s)}${t + 1}`,
        seatCount: [2, 4, 4, 6, 8][t % 5],
        venueTableType: t % 6 === 0 ? 2 : 1,
        note: null,
        isRoundTable: t % 4 === 0,
        isActive: true,
        combinationTablePartIds: json([]),
        venuePolicies: json([]),
        seatingStrategies: json([]),
        bookingOnRequestOnly: false,
        floorplanTable: json(box),
        sortOrder: (t + 1) * 10,
        venueSectionId: sectionId,
        venueSetupId: FLOOR_SETUP,
        venueDetailsId: FLOOR_VENUE,
        createdBy: 'user-hq',
      });
      placed.push({ venueTableId: id, ...box });
    }
  }
  await db.insertInto('venueTables').values(tables as never).execute();
  const floorplan = { width: 20 + 4 * (SECTION + 20), height: 20 + 2 * (SECTION + 20), backgroundImage: null, tables: placed, sections: areas };
  await db.updateTable('venueSetups').set({ floorplan: json(floorplan) }).where('id', '=', FLOOR_SETUP).execute();
  await db
    .insertInto('venueSetupCalendarEntries')
    .values({ venueDetailsId: FLOOR_VENUE, venueSetupId: FLOOR_SETUP, isActive: true, priority: 1000, dates: json([night]), inActiveDates: json([]), type: 0, createdBy: 'user-hq' })
    .execute();

  const sittings = ['17:00', '19:30', '22:00'];
  const customers: Record<string, unknown>[] = [];
  const bookings: Record<string, unknown>[] = [];
  for (let i = 0; i < BOOKINGS; i++) {
    const tableIndex = i % tables.length;
    const sitting = i < tables.length ? 1 : i < 2 * tables.length ? 0 : 2;
    const table = tables[tableIndex];
    const arrival = dayjs.tz(`${night} ${sittings[sitting]}`, 'YYYY-MM-DD HH:mm', timeZone);
    const customerId = `cust-bench-${i}`;
    customers.push({ id: customerId, venueDetailsId: FLOOR_VENUE, name: `Guest ${i + 1}`, email: `guest${i + 1}@example.dk`, phoneNumber: `+45 20 ${String(10 + (i % 90))} ${String(10 + (i % 89))} ${String(10 + (i % 87))}`, type: 0 });
    const arrivalState = sitting === 0 ? [ArrivalState.Arrived, ArrivalState.Seated, ArrivalState.PartialArrival, ArrivalState.NotArrived][i % 4] : ArrivalState.NotArrived;
    bookings.push({
      venueDetailsId: FLOOR_VENUE,
      venueSetupId: FLOOR_SETUP,
      venueSectionId: table.venueSectionId,
      venueTableId: table.id,
      bookingState: BookingState.VenueConfirmed,
      arrivalState,
      type: 0,
      guestCount: Math.max(1, (table.seatCount as number) - (i % 2)),
      arrival: arrival.toDate(),
      departure: arrival.add(135, 'minute').toDate(),
      bookingCustomerId: customerId,
      customerMessage: null,
      bookingMessages: json([]),
      orderLines: json([]),
      tags: json([]),
      caseworker: null,
      host: null,
      notifyCaseworker: false,
      paymentReceived: false,
      notes: json([]),
      eventId: null,
      minimumSpend: null,
      arrivals: json(arrivalState === ArrivalState.PartialArrival ? [{ id: `${customerId}-a1`, numberOfGuests: 1, note: null, created: arrival.toISOString(), createdBy: 'Anna Holm' }] : []),
      changeLog: json([{ userId: 'user-hq', user: 'Anna Holm', created: arrival.subtract(3, 'day').toISOString(), changeFlags: ChangeFlag.Created, changes: [], message: null }]),
      createdBy: 'user-hq',
    });
  }
  for (let i = 0; i < customers.length; i += 250) await db.insertInto('bookingCustomers').values(customers.slice(i, i + 250) as never).execute();
  for (let i = 0; i < bookings.length; i += 250) await db.insertInto('bookings').values(bookings.slice(i, i + 250) as never).execute();
  return { tables: tables.length, bookings: bookings.length };
}
