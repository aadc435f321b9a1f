import type { TonightAcrossVenuesMonthInput, TonightAcrossVenuesTonightInput } from '@generated/server/resources/tonightAcrossVenues';
import { nightOf, nightWindow } from '@/shared/bookings/night';
import { BookingState, isLiveBooking } from '@/shared/bookings/states';
import { arrivedCovers, type VenueMonth, type VenueTonight } from '@/shared/bookings/tonightAcrossVenues';
import { hasPermission } from '@/shared/permissions';
import type { VenueDetails } from '@/shared/setup/venueData';
import { defineAction, type RequestContext } from '../../api/action';
import { liveEntries, liveSetups, resolveActive } from '../setup/activeSetup';
import { averageOccupancy, checkedMonth, datesOfMonth, nightOccupancy, occupancyOfVenues } from '../setup/occupancy';
import { clockOf, tablesOfSetup } from '../setup/venueData';

const PERMISSION = 'vp.vp.booking.acrossvenues.show';

/** The venues with booking details where the user holds the permission, by name. */
async function permittedVenues(ctx: RequestContext): Promise<VenueDetails[]> {
  const all = (await ctx.db.selectFrom('venueDetails').selectAll().where('deleted', 'is', null).orderBy('name').execute()) as unknown as VenueDetails[];
  return all.filter((v) => hasPermission(ctx.user.permissions, PERMISSION, v.id));
}

/**
 * Every venue the user holds the permission at, each on its own night (the current one in its time zone, or the date
 * asked for). The numbers come from seven queries whatever the number of venues: venues, bookings of the nights,
 * waiting requests, closing notes, setups, calendar entries and the active setups' tables.
 */
export const tonight = defineAction(async (ctx, { query }: TonightAcrossVenuesTonightInput) => {
  const venues = await permittedVenues(ctx);
  const computedAt = ctx.now.toISOString();
  if (!venues.length) return { venues: [], computedAt };
  const ids = venues.map((v) => v.id);
  const nights = new Map(venues.map((v) => [v.id, query.date ?? nightOf(ctx.now, clockOf(v))]));
  const windows = new Map(venues.map((v) => [v.id, nightWindow(nights.get(v.id)!, clockOf(v))]));
  const from = new Date(Math.min(...[...windows.values()].map((w) => w.from.getTime())));
  const to = new Date(Math.max(...[...windows.values()].map((w) => w.to.getTime())));

  const bookings = await ctx.db
    .selectFrom('bookings')
    .select(['venueDetailsId', 'venueTableId', 'arrival', 'guestCount', 'bookingState', 'arrivalState', 'arrivals'])
    .where('venueDetailsId', 'in', ids)
    .where('arrival', '>=', from)
    .where('arrival', '<', to)
    .where('deleted', 'is', null)
    .execute();
  const requests = await ctx.db
    .selectFrom('bookings')
    .select(['venueDetailsId', 'arrival'])
    .where('venueDetailsId', 'in', ids)
    .where('bookingState', '=', BookingState.Requested)
    .where('arrival', '>=', from)
    .where('deleted', 'is', null)
    .execute();
  const notes = await ctx.db
    .selectFrom('venueNotes')
    .select(['venueDetailsId', 'date', 'message'])
    .where('venueDetailsId', 'in', ids)
    .where('date', 'in', [...new Set(nights.values())])
    .where('bookingClosed', '=', true)
    .where('deleted', 'is', null)
    .orderBy('createdAt')
    .execute();
  const setups = await liveSetups(ctx, ids);
  const entries = await liveEntries(ctx, ids);
  const active = new Map(venues.map((v) => [v.id, resolveActive(setups.filter((s) => s.venueDetailsId === v.id), entries.filter((e) => e.venueDetailsId === v.id), v, windows.get(v.id)!.from)]));
  const activeIds = [...new Set([...active.values()].flatMap((a) => (a ? [a.setup.id] : [])))];
  const tables = activeIds.length ? await tablesOfSetup(ctx, activeIds) : [];

  return {
    computedAt,
    venues: venues.map((venue): VenueTonight => {
      const clock = clockOf(venue);
      const night = nights.get(venue.id)!;
      const setupId = active.get(venue.id)?.setup.id ?? null;
      const own = bookings.filter((b) => b.venueDetailsId === venue.id && b.arrival && nightOf(b.arrival, clock) === night);
      const booked = own.filter((b) => isLiveBooking(b) && b.bookingState !== BookingState.Requested);
      const occupancy = nightOccupancy(night, clock, setupId, setupId ? tables.filter((t) => t.venueSetupId === setupId) : [], own);
      const start = windows.get(venue.id)!.from;
      return {
        venueDetailsId: venue.id,
        name: venue.name,
        night,
        timeZone: clock.timeZone,
        coversBooked: booked.reduce((sum, b) => sum + (b.guestCount ?? 0), 0),
        coversArrived: booked.reduce((sum, b) => sum + arrivedCovers(b as Parameters<typeof arrivedCovers>[0]), 0),
        bookings: booked.length,
        percentage: occupancy.percentage,
        bookedTables: occupancy.bookedTables,
        totalTables: occupancy.totalTables,
        requestsWaiting: requests.filter((r) => r.venueDetailsId === venue.id && r.arrival && r.arrival >= start).length,
        closingNotes: notes.filter((n) => n.venueDetailsId === venue.id && String(n.date) === night && n.message).map((n) => n.message!),
      };
    }),
  };
});

/**
 * The occupancy heatmap's month in one call: each night of the month at every venue where the user holds the
 * permission, counted as the per-venue booking-percentage call counts it, in a fixed number of queries.
 */
export const month = defineAction(async (ctx, { query }: TonightAcrossVenuesMonthInput) => {
  const { year, month: monthNo } = checkedMonth(query.year, query.month, { year: 'query.year', month: 'query.month' });
  const venues = await permittedVenues(ctx);
  const nights = await occupancyOfVenues(ctx, venues, datesOfMonth(year, monthNo));
  return {
    year,
    month: monthNo,
    venues: venues.map((v): VenueMonth => ({ venueDetailsId: v.id, name: v.name, percentage: averageOccupancy(nights.get(v.id)!), nights: nights.get(v.id)! })),
  };
});
