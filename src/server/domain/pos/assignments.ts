import type { RequestContext } from '../../api/context';
import { stockProductOf } from './common';

/*
 * Helpers that several domain modules share live in modules of their own: a domain module that exports actions
 * is imported only by its generated resource module, or the module cycle would reach an action before it exists.
 */

/**
 * Assigns a stock product to a venue unless it is there already. The insert gives way to one made at the same moment
 * (the unique index on venue and product, `ON CONFLICT DO NOTHING`): two orders receiving a new product together
 * both succeed, and the product is assigned once.
 */
export async function assignStockProduct(ctx: RequestContext, venueId: string, stockProductId: string, country: string, field = 'stockProductId') {
  await stockProductOf(ctx, stockProductId, country, field);
  const inserted = await ctx.db
    .insertInto('assignedStockProducts')
    .values({ venueId, stockProductId, isActive: true, createdBy: ctx.user.userId, updatedBy: ctx.user.userId })
    .onConflict((oc) => oc.columns(['venueId', 'stockProductId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await ctx.db.selectFrom('assignedStockProducts').select('id').where('venueId', '=', venueId).where('stockProductId', '=', stockProductId).executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}
