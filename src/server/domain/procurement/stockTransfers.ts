import type {
  StockTransfersCancelInput,
  StockTransfersCreateInput,
  StockTransfersGetListInput,
  StockTransfersReceiveInput,
  StockTransfersSendInput,
  StockTransfersUpdateInput,
} from '@generated/server/resources/stockTransfers';
import { stockTransfersResource } from '@generated/server/resources/stockTransfers';
import type { StockTransferRecord } from '@generated/shared/types/stockTransfers';
import { stockTransferMachine } from '@/shared/pos/stockTransferStates';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, conflict } from '../../api/errors';
import { assignStockProduct } from '../pos/assignments';
import { assertStockProducts, assertVersion, highestSequence, lockRow, lockSeries, round, transition, uniqueOr409, venueCountry } from '../pos/common';
import { addMovements, lockVenueStock, stockLevels } from '../pos/stock';

type Body = StockTransfersCreateInput['body'];

async function check(ctx: RequestContext, body: Body) {
  const from = await venueCountry(ctx, body.venueId, 'body.venueId');
  const to = await venueCountry(ctx, body.toVenueId, 'body.toVenueId');
  if (from.id === to.id) throw badRequest('body.toVenueId', 'must be another venue');
  if (from.country !== to.country) throw badRequest('body.toVenueId', `must be a venue in ${from.country}; stock moves between venues of one country`);
  await assertStockProducts(ctx, (body.lines ?? []).map((l) => l.stockProductId), from.country, (i) => `body.lines.${i}`);
  return { ...body, lines: (body.lines ?? []).map((l) => ({ ...l, quantity: round(l.quantity) })), country: from.country };
}

async function locked(ctx: RequestContext, id: string): Promise<StockTransferRecord> {
  await lockRow(ctx, 'stock_transfers', id, 'Stock transfer');
  return (await ctx.store.getOrThrow(stockTransfersResource, id)) as unknown as StockTransferRecord;
}

/** The storage a product sits in at a venue (its assigned storage), for booking movements. */
async function storageOf(ctx: RequestContext, venueId: string) {
  const rows = await ctx.db.selectFrom('assignedStockProducts').select(['stockProductId', 'storageId']).where('venueId', '=', venueId).execute();
  return (productId: string) => rows.find((r) => r.stockProductId === productId)?.storageId ?? null;
}

export const listByVenue = defineAction(async (ctx, { params }: StockTransfersGetListInput) => {
  const rows = await ctx.db
    .selectFrom('stockTransfers')
    .select('id')
    .where((eb) => eb.or([eb('venueId', '=', params.venueId), eb('toVenueId', '=', params.venueId)]))
    .orderBy('createdAt', 'desc')
    .execute();
  const records = await Promise.all(rows.map((r) => ctx.store.getOrThrow(stockTransfersResource, r.id)));
  return (records as unknown as StockTransferRecord[]).map((r) => ({ ...r, direction: r.venueId === params.venueId ? ('outgoing' as const) : ('incoming' as const) }));
});

export const create = defineAction(async (ctx, { body }: StockTransfersCreateInput) => {
  const checked = await check(ctx, body);
  // The series is locked until the transaction ends, so transfers created at the same moment get consecutive numbers.
  const prefix = `TR-${ctx.now.getFullYear()}-`;
  await lockSeries(ctx, 'stock-transfer-number');
  const transferNumber = `${prefix}${String((await highestSequence(ctx, 'stock_transfers', 'transfer_number', prefix)) + 1).padStart(4, '0')}`;
  return uniqueOr409(
    () => ctx.store.create(stockTransfersResource, { ...checked, state: 'Draft', transferNumber }),
    'stock_transfers_transfer_number_key',
    `The transfer number ${transferNumber} was just given to another transfer; create the transfer again.`,
  );
});

export const update = defineAction(async (ctx, { params, body }: StockTransfersUpdateInput) => {
  const transfer = await locked(ctx, params.id);
  transition(stockTransferMachine, transfer.state, 'edit');
  assertVersion(transfer, body.version, 'stock transfer');
  if (body.venueId !== transfer.venueId) throw badRequest('body.venueId', 'cannot be changed');
  return ctx.store.update(stockTransfersResource, transfer.id, await check(ctx, body), { version: body.version });
});

/** Sends a Draft: the stock leaves the sending venue, which must have it. */
export const send = defineAction(async (ctx, { params, query }: StockTransfersSendInput) => {
  const transfer = await locked(ctx, params.id);
  const state = transition(stockTransferMachine, transfer.state, 'send');
  assertVersion(transfer, query.version, 'stock transfer');
  const lines = transfer.lines ?? [];
  if (!lines.length) throw badRequest('lines', 'a transfer needs at least one line before it is sent');
  await lockVenueStock(ctx, transfer.venueId);
  const levels = await stockLevels(ctx, transfer.venueId);
  const short = lines.find((l) => (levels.get(l.stockProductId)?.total ?? 0) < l.quantity);
  if (short) {
    const product = await ctx.db.selectFrom('stockProducts').select('name').where('id', '=', short.stockProductId).executeTakeFirst();
    throw conflict(`Only ${round(levels.get(short.stockProductId)?.total ?? 0)} of ${product?.name ?? short.stockProductId} is in stock; the transfer sends ${short.quantity}.`);
  }
  const storage = await storageOf(ctx, transfer.venueId);
  await addMovements(
    ctx,
    lines.map((l) => ({ venueId: transfer.venueId, stockProductId: l.stockProductId, storageId: storage(l.stockProductId), quantity: -l.quantity, kind: 'transferOut' as const, sourceId: transfer.id, note: transfer.transferNumber })),
  );
  return ctx.store.setFields(stockTransfersResource, transfer.id, { state, sentAt: ctx.now.toISOString() });
});

/** The receiving venue books the stock in; the path names it, and it must be the transfer's destination. */
export const receive = defineAction(async (ctx, { params, query }: StockTransfersReceiveInput) => {
  const transfer = await locked(ctx, params.id);
  if (transfer.toVenueId !== params.venueId) throw badRequest('venueId', 'is not the venue the transfer goes to');
  const state = transition(stockTransferMachine, transfer.state, 'receive');
  assertVersion(transfer, query.version, 'stock transfer');
  for (const l of transfer.lines ?? []) await assignStockProduct(ctx, transfer.toVenueId, l.stockProductId, transfer.country);
  const storage = await storageOf(ctx, transfer.toVenueId);
  await addMovements(
    ctx,
    (transfer.lines ?? []).map((l) => ({ venueId: transfer.toVenueId, stockProductId: l.stockProductId, storageId: storage(l.stockProductId), quantity: l.quantity, kind: 'transferIn' as const, sourceId: transfer.id, note: transfer.transferNumber })),
  );
  return ctx.store.setFields(stockTransfersResource, transfer.id, { state, receivedAt: ctx.now.toISOString() });
});

/** Cancels a Draft or a Sent transfer; what was sent goes back into the sending venue's stock. */
export const cancel = defineAction(async (ctx, { params, query }: StockTransfersCancelInput) => {
  const transfer = await locked(ctx, params.id);
  const wasSent = transfer.state === 'Sent';
  const state = transition(stockTransferMachine, transfer.state, 'cancel');
  assertVersion(transfer, query.version, 'stock transfer');
  if (wasSent) {
    const storage = await storageOf(ctx, transfer.venueId);
    await addMovements(
      ctx,
      (transfer.lines ?? []).map((l) => ({ venueId: transfer.venueId, stockProductId: l.stockProductId, storageId: storage(l.stockProductId), quantity: l.quantity, kind: 'transferIn' as const, sourceId: transfer.id, note: `${transfer.transferNumber} cancelled` })),
    );
  }
  return ctx.store.setFields(stockTransfersResource, transfer.id, { state, cancelledAt: ctx.now.toISOString() });
});
