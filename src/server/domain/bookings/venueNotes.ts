import type { VenueNotesCreateInput, VenueNotesGetListInput, VenueNotesUpdateBookingClosedInput } from '@generated/server/resources/venueNotes';
import { venueNotesResource } from '@generated/server/resources/venueNotes';
import { venueNightsAsked } from '../setup/dateRange';
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
  const { venueId, from, to } = await venueNightsAsked(ctx, query);
  const rows = await ctx.db
    .selectFrom('venueNotes')
    .leftJoin('users', 'users.id', 'venueNotes.createdBy')
    .selectAll('venueNotes')
    .select('users.name as createdByName')
    .where('venueNotes.venueDetailsId', '=', venueId)
    .where((eb) => eb.between('venueNotes.date', from, to))
    .where('venueNotes.deleted', 'is', null)
    .orderBy('venueNotes.date')
    .orderBy('venueNotes.createdAt')
    .execute();
  return rows.map((r) => ({ ...r, deleted: null, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(), created: r.createdAt.toISOString(), createdByName: r.createdByName ?? null }));
});

export const setBookingClosed = defineAction(async (ctx, { body }: VenueNotesUpdateBookingClosedInput) => {
  const note = await ctx.store.get(venueNotesResource, body.id);
  if (!note || note.deleted) throw notFound(`Venue note ${body.id}`);
  return ctx.store.setFields(venueNotesResource, note.id, { bookingClosed: body.bookingClosed });
});
