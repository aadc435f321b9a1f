import type { VenueRecipesCreateInput, VenueRecipesGetOneInput, VenueRecipesListByCountryInput, VenueRecipesGetListInput, VenueRecipesUpdateInput } from '@generated/server/resources/venueRecipes';
import { venueRecipesResource } from '@generated/server/resources/venueRecipes';
import type { RecipeRecord } from '@generated/shared/types/recipes';
import type { VenueRecipeRecord } from '@generated/shared/types/venueRecipes';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest } from '../../api/errors';
import { assertStockProducts, currencyOf, venueCountry } from '../pos/common';
import { costPerPortion, withCosts } from './recipeCosts';

type Body = VenueRecipesCreateInput['body'];

/** Checks the ingredients; a new venue recipe from a country recipe without ingredients starts with a copy of its own. */
async function check(ctx: RequestContext, body: Body) {
  const venue = await venueCountry(ctx, body.venueId, 'body.venueId');
  let lines = body.lines ?? [];
  if (body.recipeId) {
    const recipe = await ctx.db.selectFrom('recipes').select(['id', 'country', 'lines', 'portions']).where('id', '=', body.recipeId).executeTakeFirst();
    if (!recipe || recipe.country !== venue.country) throw badRequest('body.recipeId', `is not a recipe of ${venue.country}`);
    if (!lines.length) lines = recipe.lines ?? [];
  }
  await assertStockProducts(ctx, lines.map((l) => l.stockProductId), venue.country, (i) => `body.lines.${i}`);
  return { ...body, lines };
}

const answer = async (ctx: RequestContext, record: Record<string, unknown>) => ({
  ...record,
  costPerPortion: (await costPerPortion(ctx, [record as unknown as VenueRecipeRecord], String(record.venueId)))[0],
});

export const listByVenue = defineAction(async (ctx, { params }: VenueRecipesGetListInput) => {
  const { records } = await ctx.store.list(venueRecipesResource, { match: { venueId: params.venueId } });
  return withCosts(ctx, records as unknown as VenueRecipeRecord[], (r) => r.venueId);
});

/** Every venue recipe of the country with its cost and the cost of the country recipe it adapts. */
export const listByCountry = defineAction(async (ctx, { headers }: VenueRecipesListByCountryInput) => {
  const venues = await ctx.db.selectFrom('venues').select(['id', 'name']).where('country', '=', headers.countryid).execute();
  if (!venues.length) return [];
  const { records } = await ctx.store.list(venueRecipesResource, { match: { venueId: venues.map((v) => v.id) } });
  const costed = await withCosts(ctx, records as unknown as VenueRecipeRecord[], (r) => r.venueId);
  const baseIds = [...new Set(costed.map((r) => r.recipeId).filter((id): id is string => Boolean(id)))];
  const bases = baseIds.length ? ((await ctx.db.selectFrom('recipes').selectAll().where('id', 'in', baseIds).execute()) as unknown as RecipeRecord[]) : [];
  const baseCosts = await costPerPortion(ctx, bases, null);
  const base = new Map(bases.map((b, i) => [b.id, { name: b.name, costPerPortion: baseCosts[i] }]));
  const names = new Map(venues.map((v) => [v.id, v.name]));
  return costed.map((r) => ({
    ...r,
    venueName: names.get(r.venueId) ?? r.venueId,
    currency: currencyOf(headers.countryid),
    baseRecipeName: r.recipeId ? (base.get(r.recipeId)?.name ?? null) : null,
    baseCostPerPortion: r.recipeId ? (base.get(r.recipeId)?.costPerPortion ?? null) : null,
  }));
});

export const get = defineAction(async (ctx, { params }: VenueRecipesGetOneInput) => answer(ctx, await ctx.store.getOrThrow(venueRecipesResource, params.id)));

export const create = defineAction(async (ctx, { body }: VenueRecipesCreateInput) => answer(ctx, await ctx.store.create(venueRecipesResource, await check(ctx, body))));

export const update = defineAction(async (ctx, { params, body }: VenueRecipesUpdateInput) => {
  const current = await ctx.store.getOrThrow(venueRecipesResource, params.id);
  if (current.venueId !== body.venueId) throw badRequest('body.venueId', 'cannot be changed');
  return answer(ctx, await ctx.store.update(venueRecipesResource, current.id, await check(ctx, body), { version: body.version }));
});
