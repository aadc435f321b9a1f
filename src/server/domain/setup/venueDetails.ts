import type {
  VenueDetailsBookingPercentageByVenuesInput,
  VenueDetailsBookingPercentageInput,
  VenueDetailsCreateInput,
  VenueDetailsGetListInput,
  VenueDetailsUpdateInput,
} from '@generated/server/resources/venueDetails';
import { venueDetailsResource } from '@generated/server/resources/venueDetails';
import { hasPermission } from '@/shared/permissions';
import { PolicyLevel } from '@/shared/bookings/policies';
import type { VenueDetails } from '@/shared/setup/venueData';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, forbidden } from '../../api/errors';
import { getVenueOrThrow } from '../shell/venueLookup';
import { averageOccupancy, checkedMonth, datesOfMonth, occupancy } from './occupancy';
import { checkedPolicies, leveledStrategies } from './rules';
import { countryByCode, currencyInfo, timeZoneInfo, zonesOf } from './timeZoneData';
import { venueDetailsOrThrow } from './venueData';

/** What a new venue shows until someone writes its own (specification section 5). */
export const DEFAULT_DESCRIPTION = 'Description coming soon';
export const DEFAULT_IMAGE = '/images/venue-default.svg';

const READ = ['vp.vp.booking.show', 'vp.crm.bookingoverview.show'];
const mayRead = (ctx: RequestContext, venueId: string) => READ.some((p) => hasPermission(ctx.user.permissions, p, venueId));

export const list = defineAction(async (ctx, { query }: VenueDetailsGetListInput) => {
  const portalId = query['venue-portal-id'];
  const { records } = await ctx.store.list(venueDetailsResource, { match: portalId ? { venuePortalId: portalId } : {}, sort: { field: 'name', order: 'ASC' } });
  return (records as VenueDetails[]).filter((v) => !v.deleted && mayRead(ctx, v.id));
});

/** Country, currency and time zone follow the portal venue; the zone must be one of the country's. */
async function derived(ctx: RequestContext, portalId: string, zone: string | null | undefined, locationId: string | null | undefined) {
  const portal = await getVenueOrThrow(ctx, portalId, 'body.venuePortalId');
  const country = countryByCode(portal.country ?? '')!;
  const zones = zonesOf(country.iso, ctx.now) ?? [];
  const timeZoneCode = zone?.trim() || portal.timeZone || country.timeZone;
  if (!zones.some((z) => z.id === timeZoneCode)) throw badRequest('body.timeZoneCode', `must be a time zone of ${country.iso}: ${zones.map((z) => z.id).join(', ')}`);
  if (locationId) {
    const region = await ctx.db.selectFrom('regions').select('id').where('id', '=', locationId).executeTakeFirst();
    if (!region) throw badRequest('body.locationId.id', `no location with the id ${locationId}`);
  }
  return { iso3166CountryCode: country.iso, currencyInfo: currencyInfo(country.currency), timeZoneCode, timeZoneInfo: timeZoneInfo(timeZoneCode, ctx.now) };
}

type Body = VenueDetailsCreateInput['body'];

function cleaned(body: Body) {
  return {
    ...body,
    name: body.name.trim(),
    description: body.description?.trim() || DEFAULT_DESCRIPTION,
    image: body.image?.trim() || DEFAULT_IMAGE,
    startTimeOfDay: body.startTimeOfDay || '10:00',
    venuePolicies: checkedPolicies(body.venuePolicies, PolicyLevel.Venue),
    seatingStrategies: leveledStrategies(body.seatingStrategies, PolicyLevel.Venue),
    bookingOnRequestOnly: body.bookingOnRequestOnly ?? false,
  };
}

/** Creates the booking details of a portal venue; the record's id is the portal venue's id. */
export const create = defineAction(async (ctx, { body }: VenueDetailsCreateInput) => {
  if (await ctx.store.get(venueDetailsResource, body.venuePortalId)) throw badRequest('body.venuePortalId', 'this venue already has its booking details');
  const extra = await derived(ctx, body.venuePortalId, body.timeZoneCode, body.locationId?.id);
  return ctx.store.create(venueDetailsResource, { ...cleaned(body), ...extra, id: body.venuePortalId });
});

export const update = defineAction(async (ctx, { params, body }: VenueDetailsUpdateInput) => {
  const current = await venueDetailsOrThrow(ctx, params.id, 'id');
  if (body.venuePortalId !== current.id) throw badRequest('body.venuePortalId', 'the portal venue of venue details cannot change');
  const extra = await derived(ctx, current.id, body.timeZoneCode, body.locationId?.id);
  await ctx.store.update(venueDetailsResource, current.id, cleaned(body), { version: body.version });
  return ctx.store.setFields(venueDetailsResource, current.id, extra);
});

export const bookingPercentage = defineAction(async (ctx, { params }: VenueDetailsBookingPercentageInput) => {
  checkedMonth(params.year, params.month, { year: 'year', month: 'month' });
  const venue = await venueDetailsOrThrow(ctx, params.venueDetailsId, 'venueDetailsId');
  const nights = await occupancy(ctx, venue, datesOfMonth(params.year, params.month));
  return { venueDetailsId: venue.id, year: params.year, month: params.month, percentage: averageOccupancy(nights), nights };
});

export const bookingPercentageByVenues = defineAction(async (ctx, { body }: VenueDetailsBookingPercentageByVenuesInput) => {
  const out = [];
  for (const [i, id] of [...new Set(body.venueDetailIds)].entries()) {
    if (!mayRead(ctx, id)) throw forbidden(`You do not have permission to see bookings of venue ${id}`);
    const venue = await venueDetailsOrThrow(ctx, id, `body.venueDetailIds.${i}`);
    const [night] = await occupancy(ctx, venue, [body.date]);
    out.push({ venueDetailsId: venue.id, name: venue.name, ...night });
  }
  return out;
});
