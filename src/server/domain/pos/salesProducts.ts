import type { SalesProductsCreateInput, SalesProductsUpdateInput } from '@generated/server/resources/salesProducts';
import { salesProductsResource } from '@generated/server/resources/salesProducts';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest } from '../../api/errors';
import { assertIn, checkPrices, settingIds, settingsOf } from './common';

type Body = SalesProductsCreateInput['body'];


async function check(ctx: RequestContext, body: Body) {
  const ids = settingIds(await settingsOf(ctx, body.country));
  assertIn(ids.salesGroups, body.salesProductGroupId, 'body.salesProductGroupId', 'sales group', body.country);
  if (body.salesProductSubGroupId && !ids.subGroupsOf.get(body.salesProductGroupId)?.has(body.salesProductSubGroupId)) {
    throw badRequest('body.salesProductSubGroupId', 'is not a sub-group of the chosen sales group');
  }
  assertIn(ids.taxGroups, body.taxGroupId, 'body.taxGroupId', 'tax group', body.country);
  if (!body.prices?.length) throw badRequest('body.prices', 'needs a price in at least one price group');
  checkPrices(body.prices, ids.priceGroups, body.country, 'body.prices');
  (body.allergyIds ?? []).forEach((a, i) => assertIn(ids.allergies, a, `body.allergyIds.${i}`, 'allergy', body.country));
  if (body.recipeId) {
    const recipe = await ctx.db.selectFrom('recipes').select(['id', 'country']).where('id', '=', body.recipeId).executeTakeFirst();
    if (!recipe || recipe.country !== body.country) throw badRequest('body.recipeId', `is not a recipe of ${body.country}`);
  }
  return { ...body, allergyIds: [...new Set(body.allergyIds ?? [])] };
}

export const create = defineAction(async (ctx, { body }: SalesProductsCreateInput) => ctx.store.create(salesProductsResource, await check(ctx, body)));

export const update = defineAction(async (ctx, { params, body }: SalesProductsUpdateInput) =>
  ctx.store.update(salesProductsResource, params.id, { ...(await check(ctx, body)), version: body.version }, { version: body.version }),
);
