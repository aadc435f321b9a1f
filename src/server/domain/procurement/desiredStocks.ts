import type { DesiredStocksCreateInput, DesiredStocksSuggestOrdersInput, DesiredStocksUpdateInput } from '@generated/server/resources/desiredStocks';
import { desiredStocksResource } from '@generated/server/resources/desiredStocks';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, conflict } from '../../api/errors';
import { assignStockProduct } from '../pos/assignments';
import { assertVersion, venueCountry } from '../pos/common';
import { OPEN_PURCHASE_ORDER_STATES, stillToCome } from '@/shared/pos/purchaseOrderStates';
import { reorderPointOf } from './parLevels';
import { createOrder } from '../pos/orders';
import { stockLevels } from '../pos/stock';

type Body = DesiredStocksCreateInput['body'];


async function check(ctx: RequestContext, body: Body) {
  const venue = await venueCountry(ctx, body.venueId, 'body.venueId');
  if (body.reorderPoint !== null && body.reorderPoint !== undefined && body.reorderPoint > body.parLevel) throw badRequest('body.reorderPoint', 'cannot be above the par level');
  await assignStockProduct(ctx, venue.id, body.stockProductId, venue.country, 'body.stockProductId');
}


export const create = defineAction(async (ctx, { body }: DesiredStocksCreateInput) => {
  await check(ctx, body);
  const existing = await ctx.db.selectFrom('desiredStocks').select('id').where('venueId', '=', body.venueId).where('stockProductId', '=', body.stockProductId).executeTakeFirst();
  if (existing) throw conflict('The product has a par level at the venue already; change that one.');
  return ctx.store.create(desiredStocksResource, body);
});

export const update = defineAction(async (ctx, { params, body }: DesiredStocksUpdateInput) => {
  const current = await ctx.store.getOrThrow(desiredStocksResource, params.id);
  if (current.venueId !== body.venueId) throw badRequest('body.venueId', 'cannot be changed');
  if (current.stockProductId !== body.stockProductId) throw badRequest('body.stockProductId', 'cannot be changed');
  assertVersion(current, body.version, 'par level');
  await check(ctx, body);
  return ctx.store.update(desiredStocksResource, current.id, body, { version: body.version });
});

/**
 * Draft orders for what is at or below its reorder point: par level minus stock minus what open orders still
 * bring, rounded up to whole units; one order per vendor. Products without a vendor are reported, not ordered.
 */
export const suggestOrders = defineAction(async (ctx, { params }: DesiredStocksSuggestOrdersInput) => {
  const venue = await venueCountry(ctx, params.venueId);
  const desired = await ctx.db
    .selectFrom('desiredStocks as d')
    .innerJoin('stockProducts as p', 'p.id', 'd.stockProductId')
    .leftJoin('assignedStockProducts as a', (join) => join.onRef('a.stockProductId', '=', 'd.stockProductId').onRef('a.venueId', '=', 'd.venueId'))
    .select(['d.stockProductId', 'd.parLevel', 'd.reorderPoint', 'p.name', 'p.vendorId as productVendorId', 'a.vendorId as venueVendorId', 'p.isActive'])
    .where('d.venueId', '=', venue.id)
    .execute();
  const levels = await stockLevels(ctx, venue.id);
  const open = await ctx.db.selectFrom('purchaseOrders').select(['lines']).where('venueId', '=', venue.id).where('state', 'in', OPEN_PURCHASE_ORDER_STATES).execute();
  const coming = new Map<string, number>();
  for (const o of open) for (const l of o.lines ?? []) coming.set(l.stockProductId, (coming.get(l.stockProductId) ?? 0) + stillToCome(l));
  const byVendor = new Map<string, { stockProductId: string; quantity: number }[]>();
  const withoutVendor: { stockProductId: string; name: string }[] = [];
  for (const d of desired) {
    if (d.isActive === false) continue;
    const stock = (levels.get(d.stockProductId ?? '')?.total ?? 0) + (coming.get(d.stockProductId ?? '') ?? 0);
    if (stock > reorderPointOf({ parLevel: d.parLevel, reorderPoint: d.reorderPoint })) continue;
    const quantity = Math.ceil((d.parLevel ?? 0) - stock);
    if (quantity <= 0) continue;
    const vendorId = d.venueVendorId ?? d.productVendorId;
    if (!vendorId) {
      withoutVendor.push({ stockProductId: d.stockProductId!, name: d.name ?? '' });
      continue;
    }
    byVendor.set(vendorId, [...(byVendor.get(vendorId) ?? []), { stockProductId: d.stockProductId!, quantity }]);
  }
  const orders = [];
  for (const [vendorId, lines] of byVendor) orders.push(await createOrder(ctx, { venueId: venue.id, vendorId, lines, note: 'Suggested from par levels' }));
  return { orders, withoutVendor };
});
