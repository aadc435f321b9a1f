import type { RequestContext } from '../../api/context';
import { lockKey } from '../../api/transaction';
import { round } from './common';

/** The stock ledger: stock on hand is the sum of a venue's movements per product (and storage). */

export type MovementKind = 'received' | 'counted' | 'transferOut' | 'transferIn' | 'waste' | 'sale';

export interface Movement {
  venueId: string;
  stockProductId: string;
  storageId?: string | null;
  quantity: number;
  kind: MovementKind;
  sourceId?: string | null;
  wasteReasonId?: string | null;
  note?: string | null;
  occurredAt?: Date;
}

/**
 * Serialises, until the request ends, the writes that book stock from what they read of a venue's stock: sending a
 * transfer (only what is on hand leaves) and completing a count (the correction is counted minus on hand). Two of
 * them at once would both read the same stock; the second now waits and reads what the first booked. Writes that only
 * add movements (receiving, waste) need no lock: the ledger is append-only.
 */
export async function lockVenueStock(ctx: RequestContext, venueId: string): Promise<void> {
  await lockKey(ctx.db, `venue-stock:${venueId}`);
}

export async function addMovements(ctx: RequestContext, movements: Movement[]): Promise<void> {
  const rows = movements
    .filter((m) => Math.abs(m.quantity) > 0.0000001)
    .map((m) => ({
      venueId: m.venueId,
      stockProductId: m.stockProductId,
      storageId: m.storageId ?? null,
      quantity: round(m.quantity, 4),
      kind: m.kind,
      sourceId: m.sourceId ?? null,
      wasteReasonId: m.wasteReasonId ?? null,
      note: m.note ?? null,
      occurredAt: m.occurredAt ?? ctx.now,
      createdBy: ctx.user.userId,
      updatedBy: ctx.user.userId,
    }));
  if (rows.length) await ctx.db.insertInto('stockMovements').values(rows).execute();
}

export interface StockLevel {
  total: number;
  byStorage: Map<string | null, number>;
}

/** Stock on hand of a venue per product, with the split per storage (null: not in a particular storage). */
export async function stockLevels(ctx: RequestContext, venueId: string): Promise<Map<string, StockLevel>> {
  const rows = await ctx.db
    .selectFrom('stockMovements')
    .select(['stockProductId', 'storageId', (eb) => eb.fn.sum<number>('quantity').as('quantity')])
    .where('venueId', '=', venueId)
    .groupBy(['stockProductId', 'storageId'])
    .execute();
  const levels = new Map<string, StockLevel>();
  for (const row of rows) {
    const id = row.stockProductId ?? '';
    const level = levels.get(id) ?? { total: 0, byStorage: new Map() };
    const quantity = round(Number(row.quantity ?? 0), 4);
    level.total = round(level.total + quantity, 4);
    level.byStorage.set(row.storageId ?? null, quantity);
    levels.set(id, level);
  }
  return levels;
}

/** What a product is on hand at a venue, in one storage or in all. */
export function onHand(levels: Map<string, StockLevel>, productId: string, storageId?: string | null): number {
  const level = levels.get(productId);
  if (!level) return 0;
  return storageId ? (level.byStorage.get(storageId) ?? 0) : level.total;
}

/** The cost of one unit of each product at a venue: the venue's purchase price where it has one, else the product's. */
export async function unitCosts(ctx: RequestContext, venueId: string | null, productIds?: string[]): Promise<Map<string, number>> {
  let products = ctx.db.selectFrom('stockProducts').select(['id', 'costPrice']);
  if (productIds) {
    if (!productIds.length) return new Map();
    products = products.where('id', 'in', productIds);
  }
  const costs = new Map((await products.execute()).map((p) => [p.id, Number(p.costPrice ?? 0)]));
  if (venueId) {
    const own = await ctx.db.selectFrom('assignedStockProducts').select(['stockProductId', 'costPrice']).where('venueId', '=', venueId).where('costPrice', 'is not', null).execute();
    for (const a of own) if (a.stockProductId && costs.has(a.stockProductId)) costs.set(a.stockProductId, Number(a.costPrice));
  }
  return costs;
}

/** The storage each product is kept in at a venue (its assignment's), for booking movements that name no storage. */
export async function assignedStorages(ctx: RequestContext, venueId: string): Promise<(productId: string) => string | null> {
  const rows = await ctx.db.selectFrom('assignedStockProducts').select(['stockProductId', 'storageId']).where('venueId', '=', venueId).execute();
  const map = new Map(rows.map((r) => [r.stockProductId, r.storageId ?? null]));
  return (productId) => map.get(productId) ?? null;
}
