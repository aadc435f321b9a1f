// Generated from schema/setup/venueDetails.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { VenueDetailsResults } from '@/shared/setup/venueDetails';
import { dateSchema, timeSchema } from '@/shared/validation';

const editable = {
  name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  venuePortalId: z.string().min(1, 'is required'),
  shortName: z.string().trim().max(20, 'must be at most 20 characters').nullish(),
  locationId: z.object({ id: z.string().trim().max(64, 'must be at most 64 characters').nullish() }).nullish(),
  address: z.string().trim().max(300, 'must be at most 300 characters').nullish(),
  description: z.string().trim().max(4000, 'must be at most 4000 characters').nullish(),
  image: z.string().trim().max(500, 'must be at most 500 characters').nullish(),
  logo: z.string().trim().max(500, 'must be at most 500 characters').nullish(),
  images: z.array(z.string().trim().max(500, 'must be at most 500 characters')).max(20, 'must have at most 20 items').nullish(),
  tags: z.array(z.string().trim().max(60, 'must be at most 60 characters')).max(30, 'must have at most 30 items').nullish(),
  legalDocuments: z.array(z.object({ name: z.string().trim().max(200, 'must be at most 200 characters').nullish(), url: z.string().trim().max(500, 'must be at most 500 characters').nullish() })).max(20, 'must have at most 20 items').nullish(),
  obsInfo: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(),
  venuePolicies: z.array(z.object({ policyConfigurationId: z.string().trim().max(64, 'must be at most 64 characters').nullish(), identifier: z.string().trim().max(120, 'must be at most 120 characters').nullish(), policyType: z.enum(["OpeningHoursPolicy", "BookingHoursPolicy", "MinimumSpendPolicy", "TableBookingPolicy"]), policyLevel: z.union([z.literal(0), z.literal(10), z.literal(20), z.literal(30)]).nullish(), limits: z.array(z.object({ limitType: z.union([z.literal(1), z.literal(2), z.literal(3)]), openingTime: z.string().trim().max(5, 'must be at most 5 characters').nullish(), closingTime: z.string().trim().max(5, 'must be at most 5 characters').nullish(), bookingAllowedFrom: z.string().trim().max(5, 'must be at most 5 characters').nullish(), bookingAllowedUntil: z.string().trim().max(5, 'must be at most 5 characters').nullish(), target: z.union([z.literal(0), z.literal(1)]).nullish(), minimumSpendAmount: z.object({ value: z.number().int('must be an amount in minor units').nullish(), currency: z.string().trim().max(3, 'must be at most 3 characters').nullish() }).nullish(), minPercentage: z.number().nullish(), maxPercentage: z.number().nullish() })).max(10, 'must have at most 10 items').nullish() })).max(20, 'must have at most 20 items').nullish(),
  seatingStrategies: z.array(z.object({ seatingStrategyType: z.enum(["SeatingStrategyPreferredSeating", "SeatingStrategyPreferFullTables", "SeatingStrategyPenalizeBookedTables", "SeatingStrategyPreferHighTableCapacityUsage"]), matchScoreModifier: z.number().min(-1000, 'must be at least -1000').max(1000, 'must be at most 1000').nullish(), unmatchedScoreModifier: z.number().min(-1000, 'must be at least -1000').max(1000, 'must be at most 1000').nullish(), level: z.union([z.literal(0), z.literal(10), z.literal(20), z.literal(30)]).nullish(), scorePerUnusedSeatMultiplier: z.number().min(-1000, 'must be at least -1000').max(1000, 'must be at most 1000').nullish() })).max(8, 'must have at most 8 items').nullish(),
  bookingOnRequestOnly: z.boolean().nullish(),
  type: z.number().int('must be a whole number').nullish(),
  startTimeOfDay: timeSchema.nullish(),
  timeZoneCode: z.string().trim().max(64, 'must be at most 64 characters').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const venueDetailsResource: ResourceMeta = {
  name: 'venueDetails',
  file: 'schema/setup/venueDetails.ts',
  surface: 'setup',
  table: "venue_details",
  versioned: true,
  scope: { "venue": "venuePortalId" },
  columns: { "name": "text", "venuePortalId": "reference", "shortName": "text", "locationId": "json", "address": "text", "description": "text", "image": "text", "logo": "text", "images": "json", "tags": "json", "legalDocuments": "json", "obsInfo": "text", "deleted": "datetime", "venuePolicies": "json", "seatingStrategies": "json", "bookingOnRequestOnly": "boolean", "type": "number", "startTimeOfDay": "time", "currencyInfo": "json", "timeZoneInfo": "json", "iso3166CountryCode": "text", "timeZoneCode": "text" },
  readOnly: ["deleted", "currencyInfo", "timeZoneInfo", "iso3166CountryCode"],
  defaults: { "bookingOnRequestOnly": false, "type": 0 },
  search: [],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /venue-details */
const getListSchemas = {
  params: null,
  query: z.object({ "venue-portal-id": z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueDetailsGetListInput = EndpointInput<typeof getListSchemas>;

/** POST /venue-details */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type VenueDetailsCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /venue-details/{id} */
const updateSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: updateSchema,
} satisfies EndpointSchemas;
export type VenueDetailsUpdateInput = EndpointInput<typeof updateSchemas>;

/** GET /venue-details/booking-percentage/{venueDetailsId}/{year}/{month} */
const bookingPercentageSchemas = {
  params: z.object({ year: z.coerce.number().int('must be a whole number'), month: z.coerce.number().int('must be a whole number'), venueDetailsId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueDetailsBookingPercentageInput = EndpointInput<typeof bookingPercentageSchemas>;

/** POST /venue-details/booking-percentage-by-venues */
const bookingPercentageByVenuesSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ date: dateSchema, venueDetailIds: z.array(z.string()).max(100, 'must have at most 100 items') }),
} satisfies EndpointSchemas;
export type VenueDetailsBookingPercentageByVenuesInput = EndpointInput<typeof bookingPercentageByVenuesSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/setup/venueDetails.ts and joined to the routes by the server's registry. */
export interface VenueDetailsActions {
  list: DomainAction<VenueDetailsGetListInput, VenueDetailsResults['list']>;
  create: DomainAction<VenueDetailsCreateInput, VenueDetailsResults['create']>;
  update: DomainAction<VenueDetailsUpdateInput, VenueDetailsResults['update']>;
  bookingPercentage: DomainAction<VenueDetailsBookingPercentageInput, VenueDetailsResults['bookingPercentage']>;
  bookingPercentageByVenues: DomainAction<VenueDetailsBookingPercentageByVenuesInput, VenueDetailsResults['bookingPercentageByVenues']>;
}

export function venueDetailsRoutes(actions: VenueDetailsActions): EndpointRoute[] {
  return [
    {
      resource: 'venueDetails',
      name: 'getList',
      surface: 'setup',
      method: 'GET',
      path: "/venue-details",
      specPath: "/venue-details",
      access: 'read',
      permission: ["vp.vp.booking.show", "vp.crm.bookingoverview.show"],
      scope: {},
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get venue details",
    },
    {
      resource: 'venueDetails',
      name: 'create',
      surface: 'setup',
      method: 'POST',
      path: "/venue-details",
      specPath: "/venue-details",
      access: 'write',
      permission: ["vp.vp.booking.setup"],
      scope: { "venue": ["body:venuePortalId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to get Team Members",
    },
    {
      resource: 'venueDetails',
      name: 'update',
      surface: 'setup',
      method: 'PUT',
      path: "/venue-details/:id",
      specPath: "/venue-details/{id}",
      access: 'write',
      permission: ["vp.vp.booking.setup"],
      scope: { "venue": ["record", "body:venuePortalId"] },
      id: "path:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to get Team Members",
    },
    {
      resource: 'venueDetails',
      name: 'bookingPercentage',
      surface: 'setup',
      method: 'GET',
      path: "/venue-details/booking-percentage/:venueDetailsId/:year/:month",
      specPath: "/venue-details/booking-percentage/{venueDetailsId}/{year}/{month}",
      access: 'read',
      permission: ["vp.vp.booking.show", "vp.crm.bookingoverview.show"],
      scope: { "venue": ["path:venueDetailsId"] },
      id: null,
      schemas: bookingPercentageSchemas,
      upload: false,
      handler: { action: actions.bookingPercentage },
      returns: 'result',
      error: "Unable to get booking percentage",
    },
    {
      resource: 'venueDetails',
      name: 'bookingPercentageByVenues',
      surface: 'setup',
      method: 'POST',
      path: "/venue-details/booking-percentage-by-venues",
      specPath: "/venue-details/booking-percentage-by-venues",
      access: 'read',
      permission: ["vp.vp.booking.show", "vp.crm.bookingoverview.show"],
      scope: {},
      id: null,
      schemas: bookingPercentageByVenuesSchemas,
      upload: false,
      handler: { action: actions.bookingPercentageByVenues },
      returns: 'result',
      error: "Unable to get booking percentage",
    },
  ];
}
