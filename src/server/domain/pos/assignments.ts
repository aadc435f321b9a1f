import { assignedStockProductsResource } from '@generated/server/resources/assignedStockProducts';
import type { RequestContext } from '../../api/context';
import { stockProductOf } from './common';

/*
 * Helpers that several domain modules share live in modules of their own: a domain module that exports actions
 * is imported only by its generated resource module, or the module cycle would reach an action before it exists.
 */

/** Assigns a stock product to a venue unless it is there already. */
export async function assignStockProduct(ctx: RequestContext, venueId: string, stockProductId: string, country: string, field = 'stockProductId') {
  await stockProductOf(ctx, stockProductId, country, field);
  const existing = await ctx.db.selectFrom('assignedStockProducts').select('id').where('venueId', '=', venueId).where('stockProductId', '=', stockProductId).executeTakeFirst();
  if (existing) return { id: existing.id, created: false };
  const record = await ctx.store.create(assignedStockProductsResource, { venueId, stockProductId, isActive: true });
  return { id: record.id, created: true };
}
