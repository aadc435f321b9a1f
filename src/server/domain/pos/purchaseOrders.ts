import type {
  PurchaseOrdersCancelInput,
  PurchaseOrdersCreateInput,
  PurchaseOrdersReceiveInput,
  PurchaseOrdersSubmitInput,
  PurchaseOrdersUpdateInput,
} from '@generated/server/resources/purchaseOrders';
import { purchaseOrdersResource } from '@generated/server/resources/purchaseOrders';
import type { PurchaseOrderRecord } from '@generated/shared/types/purchaseOrders';
import { purchaseOrderMachine, stateAfterReceiving, type PurchaseOrderState } from '@/shared/pos/purchaseOrderStates';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest } from '../../api/errors';
import { addMovements } from './stock';
import { assignStockProduct } from './assignments';
import { assertVendor, assertVersion, lockRow, round, transition } from './common';
import { createOrder, linesOf, total } from './orders';

async function locked(ctx: RequestContext, id: string): Promise<PurchaseOrderRecord> {
  await lockRow(ctx, 'purchase_orders', id, 'Purchase order');
  return (await ctx.store.getOrThrow(purchaseOrdersResource, id)) as unknown as PurchaseOrderRecord;
}

const setFields = (ctx: RequestContext, id: string, fields: Record<string, unknown>) => ctx.store.setFields(purchaseOrdersResource, id, fields);

export const create = defineAction(async (ctx, { body }: PurchaseOrdersCreateInput) => createOrder(ctx, body));

export const update = defineAction(async (ctx, { params, body }: PurchaseOrdersUpdateInput) => {
  const order = await locked(ctx, params.id);
  transition(purchaseOrderMachine, order.state, 'edit');
  assertVersion(order, body.version, 'purchase order');
  if (body.venueId !== order.venueId) throw badRequest('body.venueId', 'cannot be changed');
  await assertVendor(ctx, body.vendorId, order.country, 'body.vendorId');
  const lines = await linesOf(ctx, body, order.country);
  const updated = await ctx.store.update(purchaseOrdersResource, order.id, { ...body, lines }, { version: body.version });
  // The total is read-only to callers, so the generic update leaves it; it is kept here, in the same version.
  const sum = total(lines);
  await ctx.db.updateTable('purchaseOrders').set({ total: sum }).where('id', '=', order.id).execute();
  return { ...updated, total: sum };
});

export const submit = defineAction(async (ctx, { params, query }: PurchaseOrdersSubmitInput) => {
  const order = await locked(ctx, params.id);
  const state = transition(purchaseOrderMachine, order.state, 'submit');
  assertVersion(order, query.version, 'purchase order');
  if (!(order.lines ?? []).length) throw badRequest('lines', 'an order needs at least one line before it is sent');
  return setFields(ctx, order.id, { state, submittedAt: ctx.now.toISOString() });
});

export const receive = defineAction(async (ctx, { params, body }: PurchaseOrdersReceiveInput) => {
  const order = await locked(ctx, params.id);
  transition(purchaseOrderMachine, order.state, 'receive', 'PartiallyReceived');
  assertVersion(order, body.version, 'purchase order');
  const pos = await ctx.db.selectFrom('posVenues').select(['storages', 'settings']).where('venueId', '=', order.venueId).executeTakeFirst();
  const storages = new Set((pos?.storages ?? []).map((s) => s.storageId));
  if (body.storageId && !storages.has(body.storageId)) throw badRequest('body.storageId', 'is not a storage of the venue');
  const lines = [...(order.lines ?? [])];
  const received = new Map<string, number>();
  body.lines.forEach((r, i) => {
    if (!lines.some((l) => l.lineId === r.lineId)) throw badRequest(`body.lines.${i}.lineId`, 'is not a line of the order');
    if (received.has(r.lineId)) throw badRequest(`body.lines.${i}.lineId`, 'is listed twice');
    received.set(r.lineId, r.quantity);
  });
  if (![...received.values()].some((q) => q > 0)) throw badRequest('body.lines', 'receive a quantity of at least one line');
  const assigned = await ctx.db.selectFrom('assignedStockProducts').select(['stockProductId', 'storageId']).where('venueId', '=', order.venueId).execute();
  const storageOf = (productId: string) =>
    body.storageId ?? assigned.find((a) => a.stockProductId === productId && a.storageId && storages.has(a.storageId))?.storageId ?? (pos?.settings?.receivingStorageId || null);
  const next = lines.map((l) => ({ ...l, receivedQuantity: round((l.receivedQuantity ?? 0) + (received.get(l.lineId ?? '') ?? 0)) }));
  const state: PurchaseOrderState = stateAfterReceiving(order.state, next);
  await addMovements(
    ctx,
    lines
      .filter((l) => (received.get(l.lineId ?? '') ?? 0) > 0)
      .map((l) => ({ venueId: order.venueId, stockProductId: l.stockProductId, storageId: storageOf(l.stockProductId), quantity: received.get(l.lineId ?? '')!, kind: 'received' as const, sourceId: order.id, note: order.orderNumber })),
  );
  for (const l of lines) if ((received.get(l.lineId ?? '') ?? 0) > 0) await assignStockProduct(ctx, order.venueId, l.stockProductId, order.country);
  const receipt = {
    receivedAt: ctx.now.toISOString(),
    receivedBy: ctx.user.name ?? ctx.user.userId,
    storageId: body.storageId ?? null,
    note: body.note ?? null,
    lines: [...received.entries()].filter(([, q]) => q > 0).map(([lineId, quantity]) => ({ lineId, quantity })),
  };
  return setFields(ctx, order.id, { state, lines: next, receivedAt: ctx.now.toISOString(), receipts: [...(order.receipts ?? []), receipt] });
});

export const cancel = defineAction(async (ctx, { params, query }: PurchaseOrdersCancelInput) => {
  const order = await locked(ctx, params.id);
  const state = transition(purchaseOrderMachine, order.state, 'cancel');
  assertVersion(order, query.version, 'purchase order');
  return setFields(ctx, order.id, { state, cancelledAt: ctx.now.toISOString() });
});
