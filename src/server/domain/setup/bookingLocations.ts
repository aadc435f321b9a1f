import type { BookingLocationsGetListInput } from '@generated/server/resources/bookingLocations';
import { COUNTRIES } from '@generated/shared/shell';
import { defineAction } from '../../api/action';

/** Locations are the portal's regions. */
export const list = defineAction(async (ctx, _input: BookingLocationsGetListInput) => {
  const rows = await ctx.db.selectFrom('regions').selectAll().orderBy('name').execute();
  return rows.map((r) => ({ id: r.id, locationId: { id: r.id }, name: r.name ?? '', country: r.country ?? null, iso3166CountryCode: COUNTRIES.find((c) => c.code === r.country)?.iso ?? null }));
});
