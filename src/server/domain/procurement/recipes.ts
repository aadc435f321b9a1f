import type { RecipesCreateInput, RecipesGetOneInput, RecipesGetListInput, RecipesDeleteInput, RecipesUpdateInput } from '@generated/server/resources/recipes';
import { recipesResource } from '@generated/server/resources/recipes';
import type { RecipeRecord } from '@generated/shared/types/recipes';
import { defineAction, type RequestContext } from '../../api/action';
import { conflict } from '../../api/errors';
import { assertStockProducts } from '../pos/common';
import { costPerPortion, withCosts } from './recipeCosts';

type Body = RecipesCreateInput['body'];

const check = (ctx: RequestContext, body: Body) => assertStockProducts(ctx, (body.lines ?? []).map((l) => l.stockProductId), body.country, (i) => `body.lines.${i}`);

async function answer(ctx: RequestContext, record: Record<string, unknown>) {
  return { ...record, costPerPortion: (await costPerPortion(ctx, [record as unknown as RecipeRecord], null))[0] };
}

export const list = defineAction(async (ctx, { headers }: RecipesGetListInput) => {
  const { records } = await ctx.store.list(recipesResource, { match: { country: headers.countryid } });
  return withCosts(ctx, records as unknown as RecipeRecord[], () => null);
});

export const get = defineAction(async (ctx, { params }: RecipesGetOneInput) => answer(ctx, await ctx.store.getOrThrow(recipesResource, params.id)));

export const create = defineAction(async (ctx, { body }: RecipesCreateInput) => {
  await check(ctx, body);
  return answer(ctx, await ctx.store.create(recipesResource, body));
});

export const update = defineAction(async (ctx, { params, body }: RecipesUpdateInput) => {
  await check(ctx, body);
  return answer(ctx, await ctx.store.update(recipesResource, params.id, body, { version: body.version }));
});

/** A recipe sales products are made from, or that venues adapt, stays. */
export const remove = defineAction(async (ctx, { params }: RecipesDeleteInput) => {
  const used = await ctx.db.selectFrom('salesProducts').select('name').where('recipeId', '=', params.id).executeTakeFirst();
  if (used) throw conflict(`The recipe is used by the sales product ${used.name}; choose another recipe there first.`);
  const adapted = await ctx.db.selectFrom('venueRecipes').select('name').where('recipeId', '=', params.id).executeTakeFirst();
  if (adapted) throw conflict(`The venue recipe ${adapted.name} is based on this recipe.`);
  await ctx.store.remove(recipesResource, params.id);
});
