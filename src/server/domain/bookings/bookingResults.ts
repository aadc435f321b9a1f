import type { BookingRecord as GeneratedBooking } from '@generated/shared/types/bookings';
import { isOvertime } from '@/shared/bookings/states';
import type { BookingView } from '@/shared/bookings/bookings';
import { isWalkInOnly, PolicyLevel } from '@/shared/bookings/policies';
import type { StoredRecord } from '@/shared/records';
import type { TableRecord, VenueDetails } from '@/shared/setup/venueData';
import type { RequestContext } from '../../api/context';
import { levelOf, minimumSpendOf, type Level } from '../setup/policyEngine';
import { currencyOf, iso, type SectionRecord, type SetupRecord } from '../setup/venueData';

export type BookingRecord = GeneratedBooking;

async function byIds<T>(ctx: RequestContext, table: 'venueTables' | 'venueSections' | 'venueSetups' | 'venueDetails' | 'bookingEvents' | 'bookingCustomers', ids: (string | null | undefined)[]): Promise<Map<string, T>> {
  const wanted = [...new Set(ids.filter((x): x is string => Boolean(x)))];
  if (!wanted.length) return new Map();
  const rows = await ctx.db.selectFrom(table).selectAll().where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r as unknown as T]));
}

/** A booking as the API answers it: all dates as ISO strings, the total of guests arrived and the overtime mark. */
export function bookingView(b: StoredRecord, now: Date): BookingView {
  const booking = {
    ...b,
    arrival: iso(b.arrival),
    departure: iso(b.departure),
    deleted: iso(b.deleted),
    created: iso(b.createdAt),
  } as unknown as BookingRecord & { created: string | null };
  const arrivals = (booking.arrivals ?? []) as { numberOfGuests?: number | null }[];
  return { ...booking, arrivedGuests: arrivals.reduce((s, a) => s + (a.numberOfGuests ?? 0), 0), isOvertime: isOvertime(booking, now) };
}

/**
 * Booking results of section 3: each booking with its customer, reserved table, section and setup, the parts of a
 * combination table, the minimum spend (the booking's own, else the most specific minimum-spend policy's) with the
 * venue's currency, its event, and the names of its caseworker and host.
 */
export async function bookingResults(ctx: RequestContext, rows: StoredRecord[]) {
  const tables = await byIds<TableRecord>(ctx, 'venueTables', rows.map((b) => b.venueTableId as string));
  const partIds = [...tables.values()].flatMap((t) => t.combinationTablePartIds ?? []);
  const parts = await byIds<TableRecord>(ctx, 'venueTables', partIds);
  const sections = await byIds<SectionRecord>(ctx, 'venueSections', rows.map((b) => b.venueSectionId as string));
  const setups = await byIds<SetupRecord>(ctx, 'venueSetups', rows.map((b) => b.venueSetupId as string));
  const venues = await byIds<VenueDetails>(ctx, 'venueDetails', rows.map((b) => b.venueDetailsId as string));
  const events = await byIds<Record<string, unknown>>(ctx, 'bookingEvents', rows.map((b) => b.eventId as string));
  const customers = await byIds<{ id: string; name: string | null; phoneNumber: string | null; email: string | null; companyName: string | null; vatNo: string | null; deleted: unknown }>(ctx, 'bookingCustomers', rows.map((b) => b.bookingCustomerId as string));
  const userIds = [...new Set(rows.flatMap((b) => [b.caseworker, b.host]).filter((x): x is string => Boolean(x)))];
  const users = userIds.length ? new Map((await ctx.db.selectFrom('users').select(['id', 'name']).where('id', 'in', userIds).execute()).map((u) => [u.id, u.name ?? u.id])) : new Map<string, string>();
  return rows.map((b) => {
    const table = tables.get(b.venueTableId as string) ?? null;
    const section = sections.get(b.venueSectionId as string) ?? null;
    const setup = setups.get(b.venueSetupId as string) ?? null;
    const venue = venues.get(b.venueDetailsId as string) ?? null;
    const path: Level[] = [];
    if (venue) path.push(levelOf(PolicyLevel.Venue, venue));
    if (setup) path.push(levelOf(PolicyLevel.Setup, setup));
    if (section) path.push(levelOf(PolicyLevel.Section, section));
    if (table) path.push(levelOf(PolicyLevel.Table, table));
    const fromPolicy = minimumSpendOf(path)?.value ?? null;
    const value = (b.minimumSpend as number | null) ?? fromPolicy;
    const event = events.get(b.eventId as string) ?? null;
    const customer = customers.get(b.bookingCustomerId as string) ?? null;
    return {
      booking: bookingView(b, ctx.now),
      bookingCustomer: customer ? { ...customer, bookingCustomerId: customer.id, deleted: iso(customer.deleted) } : null,
      reservedTable: table ? { ...table, deleted: iso(table.deleted), isWalkInOnly: isWalkInOnly(table.venuePolicies) } : null,
      reservedSection: section ? { id: section.id, name: section.name } : null,
      reservedSetup: setup ? { id: setup.id, name: setup.name } : null,
      reservedTableParts: (table?.combinationTablePartIds ?? []).map((id) => parts.get(id)).filter((t): t is TableRecord => Boolean(t)).map((t) => ({ id: t.id, name: t.name, seatCount: t.seatCount })),
      minimumSpendAmount: value === null ? null : { value, currency: venue ? currencyOf(venue) : 'DKK', fromPolicy: (b.minimumSpend as number | null) === null },
      event: event ? { ...event, eventStart: iso(event.eventStart), eventEnd: iso(event.eventEnd), deleted: iso(event.deleted) } : null,
      caseworkerName: b.caseworker ? (users.get(b.caseworker as string) ?? null) : null,
      hostName: b.host ? (users.get(b.host as string) ?? null) : null,
    };
  });
}
export type BookingResult = Awaited<ReturnType<typeof bookingResults>>[number];

