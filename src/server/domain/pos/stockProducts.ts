import type { StockProductsCreateInput, StockProductsUpdateInput } from '@generated/server/resources/stockProducts';
import { stockProductsResource } from '@generated/server/resources/stockProducts';
import { defineAction, type RequestContext } from '../../api/action';
import { assertIn, assertVendor, settingIds, settingsOf } from './common';

type Body = StockProductsCreateInput['body'];

async function check(ctx: RequestContext, body: Body) {
  const ids = settingIds(await settingsOf(ctx, body.country));
  assertIn(ids.productGroups, body.stockProductGroupId, 'body.stockProductGroupId', 'product group', body.country);
  assertIn(ids.productUnits, body.productUnitId, 'body.productUnitId', 'product unit', body.country);
  assertIn(ids.containerTypes, body.stockContainerTypeId, 'body.stockContainerTypeId', 'stock container type', body.country);
  assertIn(ids.pouringCategories, body.pouringCategoryId, 'body.pouringCategoryId', 'pouring category', body.country);
  await assertVendor(ctx, body.vendorId, body.country, 'body.vendorId');
}

export const create = defineAction(async (ctx, { body }: StockProductsCreateInput) => {
  await check(ctx, body);
  return ctx.store.create(stockProductsResource, body);
});

export const update = defineAction(async (ctx, { params, body }: StockProductsUpdateInput) => {
  await check(ctx, body);
  return ctx.store.update(stockProductsResource, params.id, body, { version: body.version });
});
