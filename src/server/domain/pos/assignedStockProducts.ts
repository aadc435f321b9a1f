import type { AssignedStockProductsCreateInput, AssignedStockProductsGetListInput, AssignedStockProductsUpdateInput } from '@generated/server/resources/assignedStockProducts';
import { assignedStockProductsResource } from '@generated/server/resources/assignedStockProducts';
import { defineAction } from '../../api/action';
import { badRequest, conflict } from '../../api/errors';
import { assignStockProduct } from './assignments';
import { assertVendor, assertVersion, currencyOf, venueCountry } from './common';


export const assign = defineAction(async (ctx, { params }: AssignedStockProductsCreateInput) => {
  const venue = await venueCountry(ctx, params.venueId);
  const result = await assignStockProduct(ctx, venue.id, params.stockProductId, venue.country);
  if (!result.created) throw conflict('The stock product is assigned to the venue already.');
  return ctx.store.getOrThrow(assignedStockProductsResource, result.id);
});

export const listByVenue = defineAction(async (ctx, { params }: AssignedStockProductsGetListInput) => {
  const venue = await venueCountry(ctx, params.venueId);
  const rows = await ctx.db
    .selectFrom('assignedStockProducts as a')
    .innerJoin('stockProducts as p', 'p.id', 'a.stockProductId')
    .select([
      'a.id',
      'a.version',
      'a.venueId',
      'a.stockProductId',
      'a.storageId',
      'a.vendorId',
      'a.costPrice',
      'a.isActive',
      'a.createdAt',
      'a.updatedAt',
      'p.name',
      'p.number',
      'p.stockProductGroupId',
      'p.productUnitId',
      'p.vendorId as productVendorId',
      'p.costPrice as productCostPrice',
      'p.contentAmount',
      'p.contentUnit',
    ])
    .where('a.venueId', '=', venue.id)
    .orderBy('p.name')
    .execute();
  return rows.map((r) => ({
    ...r,
    costPrice: r.costPrice === null ? null : Number(r.costPrice),
    productCostPrice: Number(r.productCostPrice ?? 0),
    effectiveCostPrice: Number(r.costPrice ?? r.productCostPrice ?? 0),
    effectiveVendorId: r.vendorId ?? r.productVendorId ?? null,
    currency: currencyOf(venue.country),
    country: venue.country,
  }));
});

export const update = defineAction(async (ctx, { params, body }: AssignedStockProductsUpdateInput) => {
  const current = await ctx.store.getOrThrow(assignedStockProductsResource, params.id);
  if (current.venueId !== body.venueId) throw badRequest('body.venueId', 'cannot be changed');
  if (current.stockProductId !== body.stockProductId) throw badRequest('body.stockProductId', 'cannot be changed; assign the other product instead');
  assertVersion(current, body.version, 'assigned stock product');
  const venue = await venueCountry(ctx, body.venueId);
  await assertVendor(ctx, body.vendorId, venue.country, 'body.vendorId');
  if (body.storageId) {
    const pos = await ctx.db.selectFrom('posVenues').select('storages').where('venueId', '=', venue.id).executeTakeFirst();
    if (!(pos?.storages ?? []).some((s) => s.storageId === body.storageId)) throw badRequest('body.storageId', `is not a storage of ${venue.name}`);
  }
  return ctx.store.update(assignedStockProductsResource, current.id, body, { version: body.version });
});
