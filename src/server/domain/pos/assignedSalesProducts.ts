import type { AssignedSalesProductsCreateInput, AssignedSalesProductsGetListInput, AssignedSalesProductsUpdateInput } from '@generated/server/resources/assignedSalesProducts';
import { assignedSalesProductsResource } from '@generated/server/resources/assignedSalesProducts';
import { defineAction } from '../../api/action';
import { badRequest, conflict } from '../../api/errors';
import { assertVersion, checkPrices, currencyOf, settingIds, settingsOf, venueCountry } from './common';

export const assign = defineAction(async (ctx, { params }: AssignedSalesProductsCreateInput) => {
  const venue = await venueCountry(ctx, params.venueId);
  const product = await ctx.db.selectFrom('salesProducts').select(['id', 'country']).where('id', '=', params.salesProductId).executeTakeFirst();
  if (!product || product.country !== venue.country) throw badRequest('salesProductId', `is not a sales product of ${venue.country}`);
  const existing = await ctx.db.selectFrom('assignedSalesProducts').select('id').where('venueId', '=', venue.id).where('salesProductId', '=', product.id).executeTakeFirst();
  if (existing) throw conflict('The sales product is assigned to the venue already.');
  return ctx.store.create(assignedSalesProductsResource, { venueId: venue.id, salesProductId: product.id, prices: [], isActive: true });
});

/** The venue's sales products; each price group's price is the venue's where it has one, else the product's. */
export const listByVenue = defineAction(async (ctx, { params }: AssignedSalesProductsGetListInput) => {
  const venue = await venueCountry(ctx, params.venueId);
  const rows = await ctx.db
    .selectFrom('assignedSalesProducts as a')
    .innerJoin('salesProducts as p', 'p.id', 'a.salesProductId')
    .select(['a.id', 'a.version', 'a.venueId', 'a.salesProductId', 'a.prices', 'a.isActive', 'a.createdAt', 'a.updatedAt', 'p.name', 'p.number', 'p.salesProductGroupId', 'p.prices as productPrices'])
    .where('a.venueId', '=', venue.id)
    .orderBy('p.name')
    .execute();
  return rows.map((r) => {
    const own = new Map((r.prices ?? []).map((p) => [p.priceGroupId, Number(p.price)]));
    const productPrices = (r.productPrices ?? []).map((p) => ({ priceGroupId: p.priceGroupId, price: Number(p.price) }));
    const groups = [...new Set([...productPrices.map((p) => p.priceGroupId), ...own.keys()])];
    const effectivePrices = groups.map((g) => ({ priceGroupId: g, price: own.get(g) ?? productPrices.find((p) => p.priceGroupId === g)!.price, own: own.has(g) }));
    return { ...r, prices: r.prices ?? [], productPrices, effectivePrices, currency: currencyOf(venue.country), country: venue.country };
  });
});

export const update = defineAction(async (ctx, { params, body }: AssignedSalesProductsUpdateInput) => {
  const current = await ctx.store.getOrThrow(assignedSalesProductsResource, params.id);
  if (current.venueId !== body.venueId) throw badRequest('body.venueId', 'cannot be changed');
  if (current.salesProductId !== body.salesProductId) throw badRequest('body.salesProductId', 'cannot be changed; assign the other product instead');
  assertVersion(current, body.version, 'assigned sales product');
  const venue = await venueCountry(ctx, body.venueId);
  checkPrices(body.prices, settingIds(await settingsOf(ctx, venue.country)).priceGroups, venue.country, 'body.prices');
  return ctx.store.update(assignedSalesProductsResource, current.id, body, { version: body.version });
});
