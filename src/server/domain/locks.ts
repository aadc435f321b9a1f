import type { RequestContext } from '../api/context';
import { lockKey } from '../api/transaction';

/**
 * Serialises, per venue, the writes that decide whether a booking may hold a table: creating and moving bookings,
 * a booking starting to hold its table, and deleting a setup, section or table. Each takes this lock before it
 * reads the night, so a check and the write it allows cannot interleave with another one (two hosts booking the
 * same table at once, or a table deleted while it is being booked). It is a transaction-level advisory lock:
 * released at commit or rollback, and every write already runs in the request's transaction.
 */
export async function lockVenueBookings(ctx: RequestContext, venueId: string): Promise<void> {
  await lockKey(ctx.db, `venue-bookings:${venueId}`);
}

/** Locks one row for the rest of the request's transaction, so read-modify-write changes of it do not lose each other's work. */
export async function lockRow(ctx: RequestContext, table: 'bookings' | 'guestListItems', id: string): Promise<void> {
  await ctx.db.selectFrom(table).select('id').where('id', '=', id).forUpdate().execute();
}
