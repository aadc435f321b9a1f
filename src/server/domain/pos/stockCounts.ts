import type {
  StockCountsActivateInput,
  StockCountsCancelInput,
  StockCountsCompleteInput,
  StockCountsCreateInput,
  StockCountsUpdateInput,
} from '@generated/server/resources/stockCounts';
import { stockCountsResource } from '@generated/server/resources/stockCounts';
import type { StockCountRecord } from '@generated/shared/types/stockCounts';
import { stockCountMachine } from '@/shared/pos/stockCountStates';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, conflict } from '../../api/errors';
import { addMovements, assignedStorages, lockVenueStock, onHand, stockLevels, unitCosts } from './stock';
import { assertStockProducts, assertVersion, currencyOf, lockRow, lockVenue, newId, round, transition, uniqueOr409, venueCountry } from './common';

type Line = NonNullable<StockCountRecord['lines']>[number];
type Body = StockCountsCreateInput['body'];

async function placesOf(ctx: RequestContext, venueId: string) {
  const pos = await ctx.db.selectFrom('posVenues').select(['storages', 'locations']).where('venueId', '=', venueId).executeTakeFirst();
  return { storages: pos?.storages ?? [], locations: pos?.locations ?? [] };
}

/** Lines with ids; without any given, every active stock product assigned to the venue. Each product once. */
async function linesOf(ctx: RequestContext, body: Body, country: string): Promise<Line[]> {
  const places = await placesOf(ctx, body.venueId);
  if (body.storageId && !places.storages.some((s) => s.storageId === body.storageId)) throw badRequest('body.storageId', 'is not a storage of the venue');
  let lines = body.lines ?? [];
  if (!lines.length) {
    const assigned = await ctx.db
      .selectFrom('assignedStockProducts as a')
      .innerJoin('stockProducts as p', 'p.id', 'a.stockProductId')
      .select(['a.stockProductId', 'a.storageId'])
      .where('a.venueId', '=', body.venueId)
      .where('a.isActive', '=', true)
      .where((eb) => (body.storageId ? eb.or([eb('a.storageId', '=', body.storageId), eb('a.storageId', 'is', null)]) : eb.lit(true)))
      .orderBy('p.name')
      .execute();
    lines = assigned.map((a) => ({ stockProductId: a.stockProductId!, locationId: null, countedQuantity: null }));
  }
  await assertStockProducts(ctx, lines.map((l) => l.stockProductId), country, (i) => `body.lines.${i}`);
  return lines.map((l, i) => {
    const location = l.locationId ? places.locations.find((p) => p.locationId === l.locationId) : null;
    if (l.locationId && !location) throw badRequest(`body.lines.${i}.locationId`, 'is not a location of the venue');
    if (location && body.storageId && location.storageId !== body.storageId) throw badRequest(`body.lines.${i}.locationId`, 'is not in the storage being counted');
    return { lineId: l.lineId || newId(), stockProductId: l.stockProductId, locationId: l.locationId ?? null, expectedQuantity: null, countedQuantity: null };
  });
}

async function locked(ctx: RequestContext, id: string): Promise<StockCountRecord> {
  await lockRow(ctx, 'stock_counts', id, 'Stock count');
  return (await ctx.store.getOrThrow(stockCountsResource, id)) as unknown as StockCountRecord;
}

const setFields = (ctx: RequestContext, id: string, fields: Record<string, unknown>) => ctx.store.setFields(stockCountsResource, id, fields);

export const create = defineAction(async (ctx, { body }: StockCountsCreateInput) => {
  const venue = await venueCountry(ctx, body.venueId, 'body.venueId');
  const lines = await linesOf(ctx, body, venue.country);
  return ctx.store.create(stockCountsResource, { ...body, lines, state: 'Draft', country: venue.country, currency: currencyOf(venue.country) });
});

/** A Draft changes freely; an Active count takes only counted quantities (by line) and its note. */
export const update = defineAction(async (ctx, { params, body }: StockCountsUpdateInput) => {
  const count = await locked(ctx, params.id);
  if (body.venueId !== count.venueId) throw badRequest('body.venueId', 'cannot be changed');
  if (count.state === 'Active') {
    transition(stockCountMachine, count.state, 'count');
    assertVersion(count, body.version, 'stock count');
    if (body.name !== count.name || body.countDate !== count.countDate || (body.storageId ?? null) !== (count.storageId ?? null)) {
      throw conflict('An Active stock count keeps its name, date and storage; only counted quantities and the note can change.');
    }
    const counted = new Map<string, number | null>();
    (body.lines ?? []).forEach((l, i) => {
      if (!(count.lines ?? []).some((c) => c.lineId === l.lineId)) throw badRequest(`body.lines.${i}.lineId`, 'is not a line of the count; lines cannot be added to an Active count');
      counted.set(l.lineId!, l.countedQuantity ?? null);
    });
    const lines = (count.lines ?? []).map((l) => (counted.has(l.lineId ?? '') ? { ...l, countedQuantity: counted.get(l.lineId ?? '') ?? null } : l));
    return ctx.store.update(stockCountsResource, count.id, { ...count, note: body.note ?? null, lines }, { version: body.version });
  }
  transition(stockCountMachine, count.state, 'edit');
  assertVersion(count, body.version, 'stock count');
  const lines = await linesOf(ctx, body, count.country);
  return ctx.store.update(stockCountsResource, count.id, { ...body, lines }, { version: body.version });
});

export const activate = defineAction(async (ctx, { params, query }: StockCountsActivateInput) => {
  const count = await locked(ctx, params.id);
  const state = transition(stockCountMachine, count.state, 'activate');
  assertVersion(count, query.version, 'stock count');
  if (!(count.lines ?? []).length) throw badRequest('lines', 'a count needs at least one line before it is activated');
  // One activation per venue at a time: a second one waits here and then sees the first count Active.
  await lockVenue(ctx, count.venueId);
  const other = await ctx.db.selectFrom('stockCounts').select('name').where('venueId', '=', count.venueId).where('state', '=', 'Active').where('id', '!=', count.id).executeTakeFirst();
  if (other) throw conflict(`The count "${other.name}" is active at the venue; complete or cancel it first.`);
  const levels = await stockLevels(ctx, count.venueId);
  const lines = (count.lines ?? []).map((l) => ({ ...l, expectedQuantity: onHand(levels, l.stockProductId, count.storageId), countedQuantity: null }));
  return uniqueOr409(
    () => setFields(ctx, count.id, { state, lines, activatedAt: ctx.now.toISOString() }),
    'stock_counts_venue_id_state_active_key',
    'Another count was activated at the venue at the same moment; reload the counts, then complete or cancel it first.',
  );
});

/** Completes an Active count: the stock becomes what was counted; the difference is valued at cost. */
export const complete = defineAction(async (ctx, { params, query }: StockCountsCompleteInput) => {
  const count = await locked(ctx, params.id);
  const state = transition(stockCountMachine, count.state, 'complete');
  assertVersion(count, query.version, 'stock count');
  const lines = count.lines ?? [];
  lines.forEach((l, i) => {
    if (l.countedQuantity === null || l.countedQuantity === undefined) throw badRequest(`lines.${i}.countedQuantity`, 'every line must be counted before the count is completed');
  });
  await lockVenueStock(ctx, count.venueId);
  const levels = await stockLevels(ctx, count.venueId);
  const costs = await unitCosts(ctx, count.venueId, lines.map((l) => l.stockProductId));
  // A whole-venue count corrects the total; the difference is booked to the storage the product is kept in.
  const storageOf = await assignedStorages(ctx, count.venueId);
  await addMovements(
    ctx,
    lines.map((l) => ({
      venueId: count.venueId,
      stockProductId: l.stockProductId,
      storageId: count.storageId ?? storageOf(l.stockProductId),
      quantity: l.countedQuantity! - onHand(levels, l.stockProductId, count.storageId),
      kind: 'counted' as const,
      sourceId: count.id,
      note: count.name,
    })),
  );
  const varianceValue = Math.round(lines.reduce((sum, l) => sum + (l.countedQuantity! - (l.expectedQuantity ?? 0)) * (costs.get(l.stockProductId) ?? 0), 0));
  return setFields(ctx, count.id, { state, varianceValue, completedAt: ctx.now.toISOString(), lines: lines.map((l) => ({ ...l, countedQuantity: round(l.countedQuantity!) })) });
});

export const cancel = defineAction(async (ctx, { params, query }: StockCountsCancelInput) => {
  const count = await locked(ctx, params.id);
  const state = transition(stockCountMachine, count.state, 'cancel');
  assertVersion(count, query.version, 'stock count');
  return setFields(ctx, count.id, { state, cancelledAt: ctx.now.toISOString() });
});
