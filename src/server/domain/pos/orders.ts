import type { PurchaseOrdersCreateInput } from '@generated/server/resources/purchaseOrders';
import { purchaseOrdersResource } from '@generated/server/resources/purchaseOrders';
import type { PurchaseOrderRecord } from '@generated/shared/types/purchaseOrders';
import type { RequestContext } from '../../api/context';
import { unitCosts } from './stock';
import { assertStockProducts, assertVendor, currencyOf, highestSequence, lockSeries, newId, round, uniqueOr409, venueCountry } from './common';

/** Creating purchase orders, shared by the create call and the order suggestions from par levels. */

type Line = NonNullable<PurchaseOrderRecord['lines']>[number];
type Body = PurchaseOrdersCreateInput['body'];

export const total = (lines: Line[]) => Math.round(lines.reduce((sum, l) => sum + l.quantity * (l.unitCost ?? 0), 0));

/** The order's lines with ids, costs (the venue's price where none is given) and nothing received yet. */
export async function linesOf(ctx: RequestContext, body: Body, country: string): Promise<Line[]> {
  const lines = body.lines ?? [];
  await assertStockProducts(ctx, lines.map((l) => l.stockProductId), country, (i) => `body.lines.${i}`);
  const costs = await unitCosts(ctx, body.venueId, lines.map((l) => l.stockProductId));
  return lines.map((l) => ({
    lineId: l.lineId || newId(),
    stockProductId: l.stockProductId,
    quantity: round(l.quantity),
    unitCost: l.unitCost ?? costs.get(l.stockProductId) ?? 0,
    receivedQuantity: 0,
  }));
}

/**
 * The next order number of the country: <prefix>-<year>-<sequence>. The series is locked until the request's
 * transaction ends, so two orders created at the same moment get consecutive numbers; the unique index on
 * (country, orderNumber) holds whatever happens.
 */
async function nextOrderNumber(ctx: RequestContext, country: string): Promise<string> {
  const settings = await ctx.db.selectFrom('stockSettings').select('purchaseOrderPrefix').where('country', '=', country as 'dk').executeTakeFirst();
  const prefix = `${settings?.purchaseOrderPrefix ?? 'PO'}-${ctx.now.getFullYear()}-`;
  await lockSeries(ctx, `purchase-order-number:${country}`);
  const sequence = (await highestSequence(ctx, 'purchase_orders', 'order_number', prefix, { country })) + 1;
  return `${prefix}${String(sequence).padStart(4, '0')}`;
}

/** Creates a Draft order; used by the create call and by the order suggestions from par levels. */
export async function createOrder(ctx: RequestContext, body: Body) {
  const venue = await venueCountry(ctx, body.venueId, 'body.venueId');
  await assertVendor(ctx, body.vendorId, venue.country, 'body.vendorId');
  const lines = await linesOf(ctx, body, venue.country);
  const orderNumber = await nextOrderNumber(ctx, venue.country);
  return uniqueOr409(
    () =>
      ctx.store.create(purchaseOrdersResource, {
        ...body,
        lines,
        orderNumber,
        state: 'Draft',
        country: venue.country,
        currency: currencyOf(venue.country),
        total: total(lines),
        receipts: [],
      }),
    'purchase_orders_country_order_number_key',
    `The order number ${orderNumber} was just given to another order; create the order again.`,
  );
}

