import dayjs, { DATE_FORMAT } from '@/shared/dayjs';
import { nightOf, nightWindow, type VenueClock } from '@/shared/bookings/night';
import { holdsTable, isLiveBooking, type BookingLike } from '@/shared/bookings/states';
import type { TableRecord, VenueDetails } from '@/shared/setup/venueData';
import type { NightOccupancy } from '@/shared/setup/occupancy';
import type { RequestContext } from '../../api/context';
import { liveEntries, liveSetups, resolveActive } from './activeSetup';
import { clockOf, tablesOfSetup } from './venueData';

/**
 * The booking percentage of each night: the share of the active setup's tables (single tables that are on; a
 * combination counts as its parts) held by at least one booking that night.
 */
export async function occupancy(ctx: RequestContext, venue: VenueDetails, dates: string[]): Promise<NightOccupancy[]> {
  if (!dates.length) return [];
  const clock = clockOf(venue);
  const sorted = [...dates].sort();
  const from = nightWindow(sorted[0], clock).from;
  const to = nightWindow(sorted[sorted.length - 1], clock).to;
  const bookings = await ctx.db
    .selectFrom('bookings')
    .select(['id', 'venueTableId', 'arrival', 'guestCount', 'bookingState', 'arrivalState', 'deleted'])
    .where('venueDetailsId', '=', venue.id)
    .where('arrival', '>=', from)
    .where('arrival', '<', to)
    .where('deleted', 'is', null)
    .execute();
  const setups = await liveSetups(ctx, venue.id);
  const entries = await liveEntries(ctx, venue.id);
  const tablesBySetup = new Map<string, TableRecord[]>();
  const out: NightOccupancy[] = [];
  for (const date of dates) {
    const window = nightWindow(date, clock);
    const active = resolveActive(setups, entries, venue, window.from);
    if (active && !tablesBySetup.has(active.setup.id)) tablesBySetup.set(active.setup.id, await tablesOfSetup(ctx, active.setup.id));
    const tables = active ? tablesBySetup.get(active.setup.id)! : [];
    out.push(nightOccupancy(date, clock, active?.setup.id ?? null, tables, bookings));
  }
  return out;
}

export interface OccupancyBooking extends BookingLike {
  venueTableId?: string | null;
  arrival: Date | string | null;
  guestCount?: number | null;
}

/**
 * One night's booking percentage from what is already loaded: the active setup's tables and the venue's bookings
 * (of that night or more; the others are left out here).
 */
export function nightOccupancy(date: string, clock: VenueClock, venueSetupId: string | null, tables: TableRecord[], bookings: OccupancyBooking[]): NightOccupancy {
  const physical = tables.filter((t) => t.isActive !== false && !(t.combinationTablePartIds ?? []).length);
  const inScope = new Set(physical.map((t) => t.id));
  const tonight = bookings.filter((b) => b.arrival && nightOf(b.arrival, clock) === date && isLiveBooking({ ...b, deleted: null }));
  const byId = new Map(tables.map((t) => [t.id, t]));
  const booked = new Set<string>();
  for (const b of tonight.filter((x) => holdsTable({ ...x, deleted: null }))) {
    const table = b.venueTableId ? byId.get(b.venueTableId) : undefined;
    const ids = table ? ((table.combinationTablePartIds ?? []).length ? table.combinationTablePartIds! : [table.id]) : [];
    ids.filter((id) => inScope.has(id)).forEach((id) => booked.add(id));
  }
  return {
    date,
    percentage: inScope.size ? Math.round((booked.size / inScope.size) * 1000) / 10 : 0,
    bookedTables: booked.size,
    totalTables: inScope.size,
    bookings: tonight.length,
    guests: tonight.reduce((sum, b) => sum + (b.guestCount ?? 0), 0),
    venueSetupId,
  };
}

export function datesOfMonth(year: number, month: number): string[] {
  const first = dayjs(`${year}-${String(month).padStart(2, '0')}-01`);
  return Array.from({ length: first.daysInMonth() }, (_, i) => first.add(i, 'day').format(DATE_FORMAT));
}
