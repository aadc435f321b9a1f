// Generated from schema/setup/venueSections.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { VenueSectionsResults } from '@/shared/setup/venueSections';
import { datetimeSchema } from '@/shared/validation';

const editable = {
  name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  image: z.string().trim().max(500, 'must be at most 500 characters').nullish(),
  description: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(),
  venuePolicies: z.array(z.object({ policyConfigurationId: z.string().trim().max(64, 'must be at most 64 characters').nullish(), identifier: z.string().trim().max(120, 'must be at most 120 characters').nullish(), policyType: z.enum(["OpeningHoursPolicy", "BookingHoursPolicy", "MinimumSpendPolicy", "TableBookingPolicy"]), policyLevel: z.union([z.literal(0), z.literal(10), z.literal(20), z.literal(30)]).nullish(), limits: z.array(z.object({ limitType: z.union([z.literal(1), z.literal(2), z.literal(3)]), openingTime: z.string().trim().max(5, 'must be at most 5 characters').nullish(), closingTime: z.string().trim().max(5, 'must be at most 5 characters').nullish(), bookingAllowedFrom: z.string().trim().max(5, 'must be at most 5 characters').nullish(), bookingAllowedUntil: z.string().trim().max(5, 'must be at most 5 characters').nullish(), target: z.union([z.literal(0), z.literal(1)]).nullish(), minimumSpendAmount: z.object({ value: z.number().int('must be an amount in minor units').nullish(), currency: z.string().trim().max(3, 'must be at most 3 characters').nullish() }).nullish(), minPercentage: z.number().nullish(), maxPercentage: z.number().nullish() })).max(10, 'must have at most 10 items').nullish() })).max(20, 'must have at most 20 items').nullish(),
  seatingStrategies: z.array(z.object({ seatingStrategyType: z.enum(["SeatingStrategyPreferredSeating", "SeatingStrategyPreferFullTables", "SeatingStrategyPenalizeBookedTables", "SeatingStrategyPreferHighTableCapacityUsage"]), matchScoreModifier: z.number().min(-1000, 'must be at least -1000').max(1000, 'must be at most 1000').nullish(), unmatchedScoreModifier: z.number().min(-1000, 'must be at least -1000').max(1000, 'must be at most 1000').nullish(), level: z.union([z.literal(0), z.literal(10), z.literal(20), z.literal(30)]).nullish(), scorePerUnusedSeatMultiplier: z.number().min(-1000, 'must be at least -1000').max(1000, 'must be at most 1000').nullish() })).max(8, 'must have at most 8 items').nullish(),
  bookingOnRequestOnly: z.boolean().nullish(),
  sortOrder: z.number().int('must be a whole number').nullish(),
  venueSetupId: z.string().min(1, 'is required'),
  venueDetailsId: z.string().min(1, 'is required'),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const venueSectionsResource: ResourceMeta = {
  name: 'venueSections',
  file: 'schema/setup/venueSections.ts',
  surface: 'bookings',
  table: "venue_sections",
  versioned: true,
  scope: { "venue": "venueDetailsId" },
  columns: { "name": "text", "image": "text", "description": "text", "venuePolicies": "json", "seatingStrategies": "json", "bookingOnRequestOnly": "boolean", "sortOrder": "number", "venueSetupId": "reference", "venueDetailsId": "reference", "deleted": "datetime" },
  readOnly: ["deleted"],
  defaults: { "bookingOnRequestOnly": false },
  search: [],
  defaultSort: { "field": "sortOrder", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /admin/bookings/tables/section/{sectionId} */
const tablesSchemas = {
  params: z.object({ sectionId: z.string().min(1, 'is required') }),
  query: z.object({ "existing-booking-id": z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), "guest-count": z.coerce.number().int('must be a whole number'), arrival: datetimeSchema, departure: z.preprocess((v) => (v === '' ? undefined : v), datetimeSchema.optional()), "accept-soft-warnings": z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).transform((v) => v === 'true').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueSectionsTablesInput = EndpointInput<typeof tablesSchemas>;

/** GET /admin/bookings/tables/section/{sectionId}/alternatives */
const alternativesSchemas = {
  params: z.object({ sectionId: z.string().min(1, 'is required') }),
  query: z.object({ "existing-booking-id": z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), "guest-count": z.coerce.number().int('must be a whole number'), arrival: datetimeSchema, departure: z.preprocess((v) => (v === '' ? undefined : v), datetimeSchema.optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueSectionsAlternativesInput = EndpointInput<typeof alternativesSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/setup/venueSections.ts and joined to the routes by the server's registry. */
export interface VenueSectionsActions {
  suggestTables: DomainAction<VenueSectionsTablesInput, VenueSectionsResults['suggestTables']>;
  alternatives: DomainAction<VenueSectionsAlternativesInput, VenueSectionsResults['alternatives']>;
}

export function venueSectionsRoutes(actions: VenueSectionsActions): EndpointRoute[] {
  return [
    {
      resource: 'venueSections',
      name: 'tables',
      surface: 'bookings',
      method: 'GET',
      path: "/admin/bookings/tables/section/:sectionId",
      specPath: "/admin/bookings/tables/section/{sectionId}",
      access: 'read',
      permission: ["vp.vp.booking.show", "vp.crm.bookingoverview.show"],
      scope: { "venue": ["record"] },
      id: "path:sectionId",
      schemas: tablesSchemas,
      upload: false,
      handler: { action: actions.suggestTables },
      returns: 'result',
      error: "Unable to get section tables",
    },
    {
      resource: 'venueSections',
      name: 'alternatives',
      surface: 'bookings',
      method: 'GET',
      path: "/admin/bookings/tables/section/:sectionId/alternatives",
      specPath: "/admin/bookings/tables/section/{sectionId}/alternatives",
      access: 'read',
      permission: ["vp.vp.booking.show", "vp.crm.bookingoverview.show"],
      scope: { "venue": ["record"] },
      id: "path:sectionId",
      schemas: alternativesSchemas,
      upload: false,
      handler: { action: actions.alternatives },
      returns: 'result',
      error: "Unable to get section tables",
    },
  ];
}
