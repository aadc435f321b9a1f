import type { IdamMyPermissionsInput, IdamMyVenueDetailsInput, IdamMyVenuesInput } from '@generated/server/resources/idam';
import { PERMISSIONS } from '@generated/shared/permissions';
import { permissionCount } from '@/shared/permissions';
import { defineAction, type RequestContext } from '../../api/action';

/** Venues where the user holds any permission; every active venue for holders of global permissions. */
async function visibleVenues(ctx: RequestContext) {
  const { permissions } = ctx.user;
  let query = ctx.db
    .selectFrom('venues')
    .leftJoin('regions', 'regions.id', 'venues.regionId')
    .select(['venues.id', 'venues.name', 'venues.shortName', 'venues.logoUrl', 'venues.country', 'venues.timeZone', 'venues.regionId', 'regions.name as regionName'])
    .where('venues.isActive', 'is not', false)
    .orderBy('venues.name');
  if (!permissions.globalPermissions.length) {
    const ids = permissions.venuePermissions.map((v) => v.venueId);
    if (!ids.length) return [];
    query = query.where('venues.id', 'in', ids);
  }
  return query.execute();
}

export const myPermissions = defineAction(async (ctx, _input: IdamMyPermissionsInput) => ctx.user.permissions);

/** The venue's country and time zone come along: requests from Venue pages carry the venue's country from the start. */
export const myVenues = defineAction(async (ctx, _input: IdamMyVenuesInput) =>
  (await visibleVenues(ctx)).map((v) => ({ venueId: v.id, name: v.name ?? '', logoUrl: v.logoUrl ?? null, country: v.country!, timeZone: v.timeZone ?? 'Europe/Copenhagen' })),
);

export const myVenueDetails = defineAction(async (ctx, _input: IdamMyVenueDetailsInput) =>
  (await visibleVenues(ctx)).map((v) => ({
    venueId: v.id,
    name: v.name ?? '',
    shortName: v.shortName ?? null,
    logoUrl: v.logoUrl ?? null,
    country: v.country!,
    timeZone: v.timeZone ?? 'Europe/Copenhagen',
    regionId: v.regionId ?? null,
    regionName: v.regionName ?? null,
    permissionCount: permissionCount(ctx.user.permissions, v.id, PERMISSIONS),
  })),
);
