import type { RequestContext } from '../../api/context';
import { unitCosts } from '../pos/stock';

export interface RecipeLike {
  portions?: number | null;
  lines?: { stockProductId: string; amount: number }[] | null;
}

/**
 * The cost of one portion in minor units: each ingredient's amount is a share of the product's content per unit
 * (4 cl of a 70 cl bottle is 4/70 of its price); a product without a content amount is used by the unit.
 */
export async function costPerPortion(ctx: RequestContext, recipes: RecipeLike[], venueId: string | null): Promise<number[]> {
  const ids = [...new Set(recipes.flatMap((r) => (r.lines ?? []).map((l) => l.stockProductId)))];
  const costs = await unitCosts(ctx, venueId, ids);
  const contents = new Map(
    (ids.length ? await ctx.db.selectFrom('stockProducts').select(['id', 'contentAmount']).where('id', 'in', ids).execute() : []).map((p) => [p.id, Number(p.contentAmount ?? 0)]),
  );
  return recipes.map((r) => {
    const batch = (r.lines ?? []).reduce((sum, l) => {
      const content = contents.get(l.stockProductId) || 1;
      return sum + (l.amount / content) * (costs.get(l.stockProductId) ?? 0);
    }, 0);
    return Math.round(batch / Math.max(1, r.portions ?? 1));
  });
}

/** Adds each record's cost per portion. */
export async function withCosts<T extends RecipeLike>(ctx: RequestContext, records: T[], venueId: (r: T) => string | null): Promise<(T & { costPerPortion: number })[]> {
  const result: (T & { costPerPortion: number })[] = [];
  for (const r of records) result.push({ ...r, costPerPortion: (await costPerPortion(ctx, [r], venueId(r)))[0] });
  return result;
}
