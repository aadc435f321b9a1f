import type { VenueStocksByCountryInput, VenueStocksByVenueInput, VenueStocksMovementsInput, VenueStocksRegisterWasteInput } from '@generated/server/resources/venueStocks';
import dayjs from '@/shared/dayjs';
import { defineAction } from '../../api/action';
import { badRequest } from '../../api/errors';
import { assignStockProduct } from '../pos/assignments';
import { currencyOf, round, venueCountry } from '../pos/common';
import { reorderPointOf } from './parLevels';
import { addMovements, assignedStorages, stockLevels, unitCosts } from '../pos/stock';
import { stockSettingsOf } from './stockSettingsOf';

/** Every product assigned to the venue or in its stock, with what is on hand, its par level and its value. */
export const byVenue = defineAction(async (ctx, { params }: VenueStocksByVenueInput) => {
  const venue = await venueCountry(ctx, params.venueId);
  const levels = await stockLevels(ctx, venue.id);
  const assigned = await ctx.db.selectFrom('assignedStockProducts').select(['stockProductId', 'storageId', 'isActive']).where('venueId', '=', venue.id).execute();
  const ids = [...new Set([...assigned.map((a) => a.stockProductId!), ...levels.keys()])];
  const products = ids.length ? await ctx.db.selectFrom('stockProducts').select(['id', 'name', 'number', 'stockProductGroupId', 'productUnitId', 'contentAmount', 'contentUnit']).where('id', 'in', ids).orderBy('name').execute() : [];
  const desired = new Map((await ctx.db.selectFrom('desiredStocks').select(['stockProductId', 'parLevel', 'reorderPoint']).where('venueId', '=', venue.id).execute()).map((d) => [d.stockProductId, d]));
  const costs = await unitCosts(ctx, venue.id, ids);
  const pos = await ctx.db.selectFrom('posVenues').select('storages').where('venueId', '=', venue.id).executeTakeFirst();
  const lastCount = await ctx.db.selectFrom('stockCounts').select(['completedAt']).where('venueId', '=', venue.id).where('state', '=', 'Completed').orderBy('completedAt', 'desc').limit(1).executeTakeFirst();
  const settings = await stockSettingsOf(ctx, venue.country);
  const rows = products.map((p) => {
    const level = levels.get(p.id);
    const quantity = level?.total ?? 0;
    const d = desired.get(p.id);
    const cost = costs.get(p.id) ?? 0;
    return {
      id: p.id,
      stockProductId: p.id,
      name: p.name ?? '',
      number: p.number ?? null,
      stockProductGroupId: p.stockProductGroupId ?? null,
      productUnitId: p.productUnitId ?? null,
      assigned: assigned.some((a) => a.stockProductId === p.id),
      quantity,
      byStorage: [...(level?.byStorage.entries() ?? [])].filter(([, q]) => Math.abs(q) > 0.0001).map(([storageId, q]) => ({ storageId, quantity: q })),
      parLevel: d?.parLevel ?? null,
      reorderPoint: d ? reorderPointOf(d) : null,
      belowReorderPoint: d ? quantity <= reorderPointOf(d) : false,
      unitCost: cost,
      value: Math.round(quantity * cost),
    };
  });
  const lastCountAt = lastCount?.completedAt ? new Date(lastCount.completedAt as unknown as string).toISOString() : null;
  return {
    venueId: venue.id,
    name: venue.name,
    currency: currencyOf(venue.country),
    storages: pos?.storages ?? [],
    total: rows.reduce((s, r) => s + r.value, 0),
    lastCountAt,
    countOverdue: !lastCountAt || dayjs(ctx.now).diff(dayjs(lastCountAt), 'day') > Number(settings.countIntervalDays ?? 30),
    products: rows,
  };
});

/** Per venue of the country: stock value, products on hand and below their reorder point, the last completed count. */
export const byCountry = defineAction(async (ctx, { headers }: VenueStocksByCountryInput) => {
  const country = headers.countryid;
  const venues = await ctx.db.selectFrom('venues').select(['id', 'name']).where('country', '=', country).orderBy('name').execute();
  const settings = await stockSettingsOf(ctx, country);
  const result = [];
  for (const venue of venues) {
    const levels = await stockLevels(ctx, venue.id);
    const assigned = await ctx.db.selectFrom('assignedStockProducts').select('id').where('venueId', '=', venue.id).execute();
    if (!levels.size && !assigned.length) continue;
    const costs = await unitCosts(ctx, venue.id, [...levels.keys()]);
    const desired = await ctx.db.selectFrom('desiredStocks').select(['stockProductId', 'parLevel', 'reorderPoint']).where('venueId', '=', venue.id).execute();
    const lastCount = await ctx.db.selectFrom('stockCounts').select(['completedAt']).where('venueId', '=', venue.id).where('state', '=', 'Completed').orderBy('completedAt', 'desc').limit(1).executeTakeFirst();
    const lastCountAt = lastCount?.completedAt ? new Date(lastCount.completedAt as unknown as string).toISOString() : null;
    result.push({
      venueId: venue.id,
      name: venue.name ?? venue.id,
      assignedProducts: assigned.length,
      productsOnHand: [...levels.values()].filter((l) => l.total > 0).length,
      value: [...levels.entries()].reduce((s, [id, l]) => s + Math.round(l.total * (costs.get(id) ?? 0)), 0),
      belowReorderPoint: desired.filter((d) => (levels.get(d.stockProductId ?? '')?.total ?? 0) <= reorderPointOf(d)).length,
      lastCountAt,
      countOverdue: !lastCountAt || dayjs(ctx.now).diff(dayjs(lastCountAt), 'day') > Number(settings.countIntervalDays ?? 30),
    });
  }
  return { country, currency: currencyOf(country), venues: result };
});

export const movements = defineAction(async (ctx, { params, query }: VenueStocksMovementsInput) => {
  await venueCountry(ctx, params.venueId);
  let q = ctx.db
    .selectFrom('stockMovements as m')
    .leftJoin('stockProducts as p', 'p.id', 'm.stockProductId')
    .select(['m.id', 'm.stockProductId', 'p.name', 'm.storageId', 'm.quantity', 'm.kind', 'm.note', 'm.sourceId', 'm.wasteReasonId', 'm.occurredAt'])
    .where('m.venueId', '=', params.venueId);
  if (query.stockProductId) q = q.where('m.stockProductId', '=', query.stockProductId);
  const rows = await q.orderBy('m.occurredAt', 'desc').orderBy('m.id').limit(200).execute();
  return rows.map((r) => ({ ...r, quantity: Number(r.quantity ?? 0), occurredAt: r.occurredAt ? new Date(r.occurredAt as unknown as string).toISOString() : null }));
});

export const registerWaste = defineAction(async (ctx, { params, body }: VenueStocksRegisterWasteInput) => {
  const venue = await venueCountry(ctx, params.venueId);
  const reason = await ctx.db.selectFrom('stockWasteReasons').select(['id', 'name', 'country']).where('id', '=', body.stockWasteReasonId).executeTakeFirst();
  if (!reason || reason.country !== venue.country) throw badRequest('body.stockWasteReasonId', `is not a stock waste reason of ${venue.country}`);
  if (body.storageId) {
    const pos = await ctx.db.selectFrom('posVenues').select('storages').where('venueId', '=', venue.id).executeTakeFirst();
    if (!(pos?.storages ?? []).some((s) => s.storageId === body.storageId)) throw badRequest('body.storageId', 'is not a storage of the venue');
  }
  await assignStockProduct(ctx, venue.id, body.stockProductId, venue.country, 'body.stockProductId');
  const storageOf = await assignedStorages(ctx, venue.id);
  await addMovements(ctx, [
    { venueId: venue.id, stockProductId: body.stockProductId, storageId: body.storageId || storageOf(body.stockProductId), quantity: -round(body.quantity), kind: 'waste', wasteReasonId: reason.id, note: body.note ?? reason.name },
  ]);
  const levels = await stockLevels(ctx, venue.id);
  return { stockProductId: body.stockProductId, quantity: levels.get(body.stockProductId)?.total ?? 0 };
});
