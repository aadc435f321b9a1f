import { randomUUID } from 'node:crypto';
import type {
  GuestListItemsArrivedInput,
  GuestListItemsCreateInput,
  GuestListItemsGetListInput,
  GuestListItemsSetArrivalStateInput,
  GuestListItemsUpdateArrivedInput,
  GuestListItemsUpdateInput,
} from '@generated/server/resources/guestListItems';
import { guestListItemsResource } from '@generated/server/resources/guestListItems';
import type { GuestListItemRecord } from '@generated/shared/types/guestListItems';
import { GuestListArrivalState, GuestListRequestState } from '@/shared/bookings/states';
import type { Arrival } from '@/shared/bookings/arrivals';
import type { StoredRecord } from '@/shared/records';
import { venueNightsAsked } from '../setup/dateRange';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, notFound } from '../../api/errors';
import { venueDetailsOrThrow } from '../setup/venueData';
import { lockRow } from '../locks';

type Body = GuestListItemsCreateInput['body'];

/** Section 5: a date, a venue, a full name that is not blank and at least one guest. */
function checked(body: Body) {
  if (!body.fullName?.trim()) throw badRequest('body.fullName', 'is required');
  if ((body.guestCount ?? 1) < 1) throw badRequest('body.guestCount', 'must be at least 1');
  if (body.arrivalState === GuestListArrivalState.ArrivedAndRejected && !body.rejectionNote?.trim()) throw badRequest('body.rejectionNote', 'is required when the guest is rejected at the door');
  return { ...body, fullName: body.fullName.trim(), guestCount: body.guestCount ?? 1, requestState: body.requestState ?? GuestListRequestState.Approved, arrivalState: body.arrivalState ?? GuestListArrivalState.NotArrived };
}

/** The entry a write changes, locked until the request's transaction ends (arrivals are read, added to and written back). */
async function itemOrThrow(ctx: RequestContext, id: string): Promise<StoredRecord> {
  await lockRow(ctx, 'guestListItems', id);
  const item = await ctx.store.get(guestListItemsResource, id);
  if (!item || item.deleted) throw notFound(`Guest list entry ${id}`);
  return item;
}

export const create = defineAction(async (ctx, { body }: GuestListItemsCreateInput) => {
  await venueDetailsOrThrow(ctx, body.venueDetailsId, 'body.venueDetailsId');
  return (await ctx.store.create(guestListItemsResource, { ...checked(body), arrivals: [] })) as unknown as GuestListItemRecord;
});

export const list = defineAction(async (ctx, { query }: GuestListItemsGetListInput) => {
  const { venueId, from, to } = await venueNightsAsked(ctx, query);
  const rows = await ctx.db
    .selectFrom('guestListItems')
    .selectAll()
    .where('venueDetailsId', '=', venueId)
    .where((eb) => eb.between('date', from, to))
    .where('deleted', 'is', null)
    .orderBy('date')
    .orderBy('fullName')
    .execute();
  return rows.map((r) => ({ ...(r as unknown as GuestListItemRecord), deleted: null, created: r.createdAt.toISOString(), updated: r.updatedAt.toISOString(), createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() }));
});

export const update = defineAction(async (ctx, { params, body }: GuestListItemsUpdateInput) => {
  const current = await itemOrThrow(ctx, params.id);
  if (body.venueDetailsId !== current.venueDetailsId) throw badRequest('body.venueDetailsId', 'an entry stays with its venue');
  return (await ctx.store.update(guestListItemsResource, current.id, checked(body), { version: body.version })) as unknown as GuestListItemRecord;
});

/** The arrival state, with a rejection note when a guest is turned away at the door. */
export const setArrivalState = defineAction(async (ctx, { params, body }: GuestListItemsSetArrivalStateInput) => {
  const current = await itemOrThrow(ctx, params.id);
  if (body.arrivalState === GuestListArrivalState.ArrivedAndRejected && !body.rejectionNote?.trim()) throw badRequest('body.rejectionNote', 'is required when the guest is rejected at the door');
  if (body.arrivalState !== GuestListArrivalState.NotArrived && current.requestState === GuestListRequestState.Rejected) throw badRequest('body.arrivalState', 'the request of this entry was rejected');
  return (await ctx.store.setFields(guestListItemsResource, current.id, {
    arrivalState: body.arrivalState,
    rejectionNote: body.arrivalState === GuestListArrivalState.ArrivedAndRejected ? body.rejectionNote!.trim() : (current.rejectionNote ?? null),
  })) as unknown as GuestListItemRecord;
});

async function saveArrivals(ctx: RequestContext, current: StoredRecord, arrivals: Arrival[]) {
  const arrived = arrivals.reduce((s, a) => s + a.numberOfGuests, 0);
  const count = (current.guestCount as number) ?? 1;
  const state = arrived <= 0 ? GuestListArrivalState.NotArrived : arrived < count ? GuestListArrivalState.PartialArrival : GuestListArrivalState.ArrivedAndAccepted;
  return (await ctx.store.setFields(guestListItemsResource, current.id, { arrivals, arrivalState: state })) as unknown as GuestListItemRecord;
}

export const arrived = defineAction(async (ctx, { params, body }: GuestListItemsArrivedInput) => {
  const current = await itemOrThrow(ctx, params.id);
  if (params.numberOfGuests < 1) throw badRequest('numberOfGuests', 'must be at least 1');
  if (current.requestState === GuestListRequestState.Rejected) throw badRequest('numberOfGuests', 'the request of this entry was rejected');
  const arrival: Arrival = { id: randomUUID(), numberOfGuests: params.numberOfGuests, note: body.note?.trim() || null, created: ctx.now.toISOString(), createdBy: ctx.user.name };
  return saveArrivals(ctx, current, [...((current.arrivals as Arrival[] | null) ?? []), arrival]);
});

export const updateArrived = defineAction(async (ctx, { params, body }: GuestListItemsUpdateArrivedInput) => {
  const current = await itemOrThrow(ctx, params.id);
  const arrivals = (current.arrivals as Arrival[] | null) ?? [];
  if (!arrivals.some((a) => a.id === params.arrivalId)) throw notFound(`Arrival ${params.arrivalId} of guest list entry ${current.id}`);
  const next = arrivals
    .map((a) => (a.id === params.arrivalId ? { ...a, numberOfGuests: body.numPeopleArrived, note: body.note === undefined ? a.note : body.note?.trim() || null } : a))
    .filter((a) => a.numberOfGuests > 0);
  return saveArrivals(ctx, current, next);
});
