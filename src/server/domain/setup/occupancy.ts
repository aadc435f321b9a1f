import dayjs, { DATE_FORMAT } from '@/shared/dayjs';
import { nightOf, nightWindow } from '@/shared/bookings/night';
import { holdsTable, isLiveBooking } from '@/shared/bookings/states';
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
  const allTables = new Map<string, TableRecord>();
  const out: NightOccupancy[] = [];
  for (const date of dates) {
    const window = nightWindow(date, clock);
    const active = resolveActive(setups, entries, venue, window.from);
    if (active && !tablesBySetup.has(active.setup.id)) {
      const tables = await tablesOfSetup(ctx, active.setup.id);
      tablesBySetup.set(active.setup.id, tables);
      tables.forEach((t) => allTables.set(t.id, t));
    }
    const tables = active ? tablesBySetup.get(active.setup.id)! : [];
    const physical = tables.filter((t) => t.isActive !== false && !(t.combinationTablePartIds ?? []).length);
    const inScope = new Set(physical.map((t) => t.id));
    const tonight = bookings.filter((b) => b.arrival && nightOf(b.arrival, clock) === date && isLiveBooking({ ...b, deleted: null }));
    const booked = new Set<string>();
    for (const b of tonight.filter((x) => holdsTable({ ...x, deleted: null }))) {
      const table = b.venueTableId ? tables.find((t) => t.id === b.venueTableId) : null;
      const ids = table ? ((table.combinationTablePartIds ?? []).length ? table.combinationTablePartIds! : [table.id]) : [];
      ids.filter((id) => inScope.has(id)).forEach((id) => booked.add(id));
    }
    out.push({
      date,
      percentage: inScope.size ? Math.round((booked.size / inScope.size) * 1000) / 10 : 0,
      bookedTables: booked.size,
      totalTables: inScope.size,
      bookings: tonight.length,
      guests: tonight.reduce((sum, b) => sum + (b.guestCount ?? 0), 0),
      venueSetupId: active?.setup.id ?? null,
    });
  }
  return out;
}

export function datesOfMonth(year: number, month: number): string[] {
  const first = dayjs(`${year}-${String(month).padStart(2, '0')}-01`);
  return Array.from({ length: first.daysInMonth() }, (_, i) => first.add(i, 'day').format(DATE_FORMAT));
}
