import { badRequest } from '../../api/errors';
import type { RequestContext } from '../../api/context';

/** A venue by id, or a 400 naming the field that carried the unknown id. */
export async function getVenueOrThrow(ctx: RequestContext, venueId: string, field = 'venueId') {
  const venue = await ctx.db.selectFrom('venues').select(['id', 'name', 'country', 'timeZone', 'regionId', 'logoUrl', 'shortName']).where('id', '=', venueId).executeTakeFirst();
  if (!venue) throw badRequest(field, `no venue with the id ${venueId}`);
  return venue;
}
