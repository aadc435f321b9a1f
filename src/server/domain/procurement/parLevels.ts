import { desiredStocksResource } from '@generated/server/resources/desiredStocks';
import type { RequestContext } from '../../api/context';
import { round } from '../pos/common';

/** The reorder point of a par level: its own, or half the par level. */
export const reorderPointOf = (d: { parLevel: number | null; reorderPoint?: number | null }) => d.reorderPoint ?? round((d.parLevel ?? 0) / 2);

/** Sets the par level of a product at a venue (or of several, from a stocking template); returns whether it was new. */
export async function upsertParLevel(ctx: RequestContext, venueId: string, stockProductId: string, parLevel: number, reorderPoint: number | null) {
  const existing = await ctx.db.selectFrom('desiredStocks').select('id').where('venueId', '=', venueId).where('stockProductId', '=', stockProductId).executeTakeFirst();
  if (existing) await ctx.store.setFields(desiredStocksResource, existing.id, { parLevel, reorderPoint });
  else await ctx.store.create(desiredStocksResource, { venueId, stockProductId, parLevel, reorderPoint });
  return !existing;
}
