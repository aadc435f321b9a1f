import type { PimStockLocationsCreateInput, PimStockLocationsRemoveInput } from '@generated/server/resources/pimStockLocations';
import { pimStockLocationsResource } from '@generated/server/resources/pimStockLocations';
import type { PimStockLocationRecord } from '@generated/shared/types/pimStockLocations';
import { defineAction } from '../../api/action';
import { conflict, notFound } from '../../api/errors';
import { getVenueOrThrow } from '../shell/venueLookup';

/** Adds a stock location; a venue has one location of each type. */
export const create = defineAction(async (ctx, { params, body }: PimStockLocationsCreateInput) => {
  await getVenueOrThrow(ctx, params.venueId);
  const existing = await ctx.db.selectFrom('pimStockLocations').select('id').where('venueId', '=', params.venueId).where('pimStockLocationType', '=', body.pimStockLocationType).executeTakeFirst();
  if (existing) throw conflict(`This venue already has a ${body.pimStockLocationType} stock location.`);
  return (await ctx.store.create(pimStockLocationsResource, { ...body, venueId: params.venueId })) as unknown as PimStockLocationRecord;
});

/** Deletes a stock location of the venue in the path; one of another venue is "not found" here. */
export const remove = defineAction(async (ctx, { params }: PimStockLocationsRemoveInput) => {
  const location = await ctx.store.get(pimStockLocationsResource, params.id);
  if (!location || location.venueId !== params.venueId) throw notFound(`Stock location ${params.id} at venue ${params.venueId}`);
  await ctx.store.remove(pimStockLocationsResource, params.id);
});
