import type { VenueNotesCreateInput, VenueNotesGetListInput, VenueNotesUpdateBookingClosedInput } from '@generated/server/resources/venueNotes';
import { venueNotesResource } from '@generated/server/resources/venueNotes';
import { assertDateRange } from '../setup/dateRange';
import { defineAction } from '../../api/action';
import { badRequest, notFound } from '../../api/errors';
import { assertHolds } from '../../api/scope';
import { venueDetailsOrThrow } from '../setup/venueData';

/** Who may change bookings at a venue: the permissions of the schema's booking write endpoints (`bookingWrite`). */
const BOOKING_WRITERS = ['vp.vp.booking.edit', 'vp.crm.bookingoverview.edit'];

/**
 * Section 5: a note has a date, a message that is not blank and a venue. Adding a note is a shift manager's; a note
 * that closes online booking also needs the right to change bookings there, as closing it later does.
 */
export const create = defineAction(async (ctx, { body }: VenueNotesCreateInput) => {
  await venueDetailsOrThrow(ctx, body.venueDetailsId, 'body.venueDetailsId');
  if (!body.message.trim()) throw badRequest('body.message', 'is required');
  if (body.bookingClosed) assertHolds(ctx.user, BOOKING_WRITERS, { venueIds: [body.venueDetailsId] });
  return ctx.store.create(venueNotesResource, { ...body, message: body.message.trim(), bookingClosed: body.bookingClosed ?? false });
});

export const list = defineAction(async (ctx, { query }: VenueNotesGetListInput) => {
  await venueDetailsOrThrow(ctx, query['venue-details-id'], 'venue-details-id');
  assertDateRange(query['from-date'], query['to-date']);
  const rows = await ctx.db
    .selectFrom('venueNotes')
    .selectAll()
    .where('venueDetailsId', '=', query['venue-details-id'])
    .where('date', '>=', query['from-date'])
    .where('date', '<=', query['to-date'])
    .where('deleted', 'is', null)
    .orderBy('date')
    .orderBy('createdAt')
    .execute();
  const authors = new Map((await ctx.db.selectFrom('users').select(['id', 'name']).execute()).map((u) => [u.id, u.name]));
  return rows.map((r) => ({ ...r, deleted: null, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(), created: r.createdAt.toISOString(), createdByName: r.createdBy ? (authors.get(r.createdBy) ?? null) : null }));
});

export const setBookingClosed = defineAction(async (ctx, { body }: VenueNotesUpdateBookingClosedInput) => {
  const note = await ctx.store.get(venueNotesResource, body.id);
  if (!note || note.deleted) throw notFound(`Venue note ${body.id}`);
  return ctx.store.setFields(venueNotesResource, note.id, { bookingClosed: body.bookingClosed });
});
