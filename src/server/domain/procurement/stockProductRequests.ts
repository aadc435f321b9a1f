import type { StockProductRequestsApproveInput, StockProductRequestsCreateInput, StockProductRequestsRejectInput } from '@generated/server/resources/stockProductRequests';
import { stockProductRequestsResource } from '@generated/server/resources/stockProductRequests';
import { stockProductsResource } from '@generated/server/resources/stockProducts';
import type { StockProductRequestRecord } from '@generated/shared/types/stockProductRequests';
import { productRequestMachine } from '@/shared/pos/stockTransferStates';
import { defineAction, type RequestContext } from '../../api/action';
import { assignStockProduct } from '../pos/assignments';
import { assertIn, assertVendor, lockRow, settingIds, settingsOf, transition, venueCountry } from '../pos/common';

async function locked(ctx: RequestContext, id: string): Promise<StockProductRequestRecord> {
  await lockRow(ctx, 'stock_product_requests', id, 'Stock product request');
  return (await ctx.store.getOrThrow(stockProductRequestsResource, id)) as unknown as StockProductRequestRecord;
}

export const create = defineAction(async (ctx, { body }: StockProductRequestsCreateInput) => {
  const venue = await venueCountry(ctx, body.venueId, 'body.venueId');
  return ctx.store.create(stockProductRequestsResource, { ...body, state: 'Pending', country: venue.country });
});

/** Approves a request: the product joins the country's catalogue and is assigned to the venue that asked. */
export const approve = defineAction(async (ctx, { params, body }: StockProductRequestsApproveInput) => {
  const request = await locked(ctx, params.id);
  const state = transition(productRequestMachine, request.state, 'approve');
  const ids = settingIds(await settingsOf(ctx, request.country));
  assertIn(ids.productGroups, body.stockProductGroupId, 'body.stockProductGroupId', 'product group', request.country);
  assertIn(ids.productUnits, body.productUnitId, 'body.productUnitId', 'product unit', request.country);
  await assertVendor(ctx, body.vendorId, request.country, 'body.vendorId');
  const product = await ctx.store.create(stockProductsResource, {
    name: body.name,
    stockProductGroupId: body.stockProductGroupId,
    productUnitId: body.productUnitId,
    costPrice: body.costPrice,
    vendorId: body.vendorId || null,
    contentAmount: request.contentAmount ?? null,
    contentUnit: request.contentUnit ?? 'cl',
    country: request.country,
    isActive: true,
  });
  await assignStockProduct(ctx, request.venueId, product.id, request.country);
  return ctx.store.setFields(stockProductRequestsResource, request.id, {
    state,
    stockProductId: product.id,
    decisionNote: body.note ?? null,
    decidedBy: ctx.user.name ?? ctx.user.userId,
    decidedAt: ctx.now.toISOString(),
  });
});

export const reject = defineAction(async (ctx, { params, body }: StockProductRequestsRejectInput) => {
  const request = await locked(ctx, params.id);
  const state = transition(productRequestMachine, request.state, 'reject');
  return ctx.store.setFields(stockProductRequestsResource, request.id, { state, decisionNote: body.note, decidedBy: ctx.user.name ?? ctx.user.userId, decidedAt: ctx.now.toISOString() });
});
