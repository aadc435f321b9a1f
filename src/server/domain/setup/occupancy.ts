import dayjs, { DATE_FORMAT } from '@/shared/dayjs';
import { nightOf, nightWindow, type VenueClock } from '@/shared/bookings/night';
import { holdsTable, isLiveBooking, type BookingLike } from '@/shared/bookings/states';
import type { TableRecord, VenueDetails } from '@/shared/setup/venueData';
import type { NightOccupancy } from '@/shared/setup/occupancy';
import type { RequestContext } from '../../api/context';
import { badRequest } from '../../api/errors';
import { liveEntries, liveSetups, resolveActive } from './activeSetup';
import { clockOf, tablesOfSetup } from './venueData';

/**
 * The booking percentage of each night: the share of the active setup's tables (single tables that are on; a
 * combination counts as its parts) held by at least one booking that night.
 */
export async function occupancy(ctx: RequestContext, venue: VenueDetails, dates: string[]): Promise<NightOccupancy[]> {
  return (await occupancyOfVenues(ctx, [venue], dates)).get(venue.id) ?? [];
}

/**
 * The nights of several venues at once, each in its own time zone, in five queries whatever the number of venues:
 * bookings, setups, calendar entries and the tables of the setups active on those nights.
 */
export async function occupancyOfVenues(ctx: RequestContext, venues: VenueDetails[], dates: string[]): Promise<Map<string, NightOccupancy[]>> {
  const out = new Map<string, NightOccupancy[]>(venues.map((v) => [v.id, []]));
  if (!dates.length || !venues.length) return out;
  const ids = venues.map((v) => v.id);
  const sorted = [...dates].sort();
  const from = new Date(Math.min(...venues.map((v) => nightWindow(sorted[0], clockOf(v)).from.getTime())));
  const to = new Date(Math.max(...venues.map((v) => nightWindow(sorted[sorted.length - 1], clockOf(v)).to.getTime())));
  const bookings = await ctx.db
    .selectFrom('bookings')
    .select(['id', 'venueDetailsId', 'venueTableId', 'arrival', 'guestCount', 'bookingState', 'arrivalState', 'deleted'])
    .where('venueDetailsId', 'in', ids)
    .where('arrival', '>=', from)
    .where('arrival', '<', to)
    .where('deleted', 'is', null)
    .execute();
  const setups = await liveSetups(ctx, ids);
  const entries = await liveEntries(ctx, ids);
  const active = new Map(
    venues.map((venue) => {
      const own = { setups: setups.filter((s) => s.venueDetailsId === venue.id), entries: entries.filter((e) => e.venueDetailsId === venue.id) };
      return [venue.id, dates.map((date) => resolveActive(own.setups, own.entries, venue, nightWindow(date, clockOf(venue)).from)?.setup.id ?? null)];
    }),
  );
  const setupIds = [...new Set([...active.values()].flat().filter((id): id is string => Boolean(id)))];
  const tables = setupIds.length ? await tablesOfSetup(ctx, setupIds) : [];
  for (const venue of venues) {
    const clock = clockOf(venue);
    const byNight = new Map<string, OccupancyBooking[]>();
    for (const b of bookings) {
      if (b.venueDetailsId !== venue.id || !b.arrival) continue;
      const night = nightOf(b.arrival, clock);
      byNight.set(night, [...(byNight.get(night) ?? []), b]);
    }
    out.set(
      venue.id,
      dates.map((date, i) => {
        const setupId = active.get(venue.id)![i];
        return nightOccupancy(date, clock, setupId, setupId ? tables.filter((t) => t.venueSetupId === setupId) : [], byNight.get(date) ?? []);
      }),
    );
  }
  return out;
}

/** A month's share: the average of the nights that have tables in their setup, with one decimal (0 without any). */
export function averageOccupancy(nights: NightOccupancy[]): number {
  const open = nights.filter((n) => n.totalTables > 0);
  return open.length ? Math.round((open.reduce((s, n) => s + n.percentage, 0) / open.length) * 10) / 10 : 0;
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

/** The month of a booking-percentage call, refused with the field's name unless it is a real one. */
export function checkedMonth(year: number, month: number, fields: { year: string; month: string }): { year: number; month: number } {
  if (month < 1 || month > 12) throw badRequest(fields.month, 'must be between 1 and 12');
  if (year < 2000 || year > 2100) throw badRequest(fields.year, 'must be between 2000 and 2100');
  return { year, month };
}
