import type { BookingEventsByVenueInput, BookingEventsCreateInput, BookingEventsDeleteInput, BookingEventsGetListInput, BookingEventsUpdateInput } from '@generated/server/resources/bookingEvents';
import { bookingEventsResource } from '@generated/server/resources/bookingEvents';
import type { BookingEventRecord } from '@generated/shared/types/bookingEvents';
import dayjs from '@/shared/dayjs';
import type { StoredRecord } from '@/shared/records';
import { venueNightsAsked } from '../setup/dateRange';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, notFound } from '../../api/errors';
import { iso, sectionOrThrow, setupOrThrow, venueDetailsOrThrow } from '../setup/venueData';

type Body = BookingEventsCreateInput['body'];

const view = (e: StoredRecord) => ({ ...(e as unknown as BookingEventRecord), eventStart: iso(e.eventStart), eventEnd: iso(e.eventEnd), deleted: iso(e.deleted), created: iso(e.createdAt) });

async function checked(ctx: RequestContext, body: Body) {
  await venueDetailsOrThrow(ctx, body.venueDetailsId, 'body.venueDetailsId');
  if (!body.eventName.trim()) throw badRequest('body.eventName', 'is required');
  if (new Date(body.eventEnd) <= new Date(body.eventStart)) throw badRequest('body.eventEnd', 'must be after the start');
  if (body.venueSectionId && !body.venueSetupId) throw badRequest('body.venueSetupId', 'is required with a section');
  if (body.venueSetupId) {
    const setup = await setupOrThrow(ctx, body.venueSetupId, body.venueDetailsId, 'body.venueSetupId');
    if (body.venueSectionId) await sectionOrThrow(ctx, body.venueSectionId, setup.id, 'body.venueSectionId');
  }
  return { ...body, eventName: body.eventName.trim() };
}

async function rows(ctx: RequestContext, venueId: string, from?: Date, to?: Date) {
  let q = ctx.db.selectFrom('bookingEvents').selectAll().where('venueDetailsId', '=', venueId).where('deleted', 'is', null);
  if (from) q = q.where('eventEnd', '>', from);
  if (to) q = q.where('eventStart', '<', to);
  return (await q.orderBy('eventStart').execute()).map((r) => view(r as unknown as StoredRecord));
}

export const byVenue = defineAction(async (ctx, { params }: BookingEventsByVenueInput) => {
  await venueDetailsOrThrow(ctx, params.id, 'id');
  return rows(ctx, params.id);
});

/** Events overlapping the days from from-date to to-date (whole days, UTC). */
export const list = defineAction(async (ctx, { query }: BookingEventsGetListInput) => {
  const { venueId, from, to } = await venueNightsAsked(ctx, query);
  return rows(ctx, venueId, dayjs.utc(from).toDate(), dayjs.utc(to).add(1, 'day').add(12, 'hour').toDate());
});

export const create = defineAction(async (ctx, { body }: BookingEventsCreateInput) => view(await ctx.store.create(bookingEventsResource, await checked(ctx, body))));

export const update = defineAction(async (ctx, { params, body }: BookingEventsUpdateInput) => {
  const current = await ctx.store.get(bookingEventsResource, params.id);
  if (!current || current.deleted) throw notFound(`Event ${params.id}`);
  if (body.venueDetailsId !== current.venueDetailsId) throw badRequest('body.venueDetailsId', 'an event stays with its venue');
  return view(await ctx.store.update(bookingEventsResource, current.id, await checked(ctx, body), { version: body.version }));
});

export const remove = defineAction(async (ctx, { params }: BookingEventsDeleteInput) => {
  const current = await ctx.store.get(bookingEventsResource, params.id);
  if (!current || current.deleted) throw notFound(`Event ${params.id}`);
  await ctx.store.setFields(bookingEventsResource, current.id, { deleted: ctx.now.toISOString() });
});
