// Generated from schema/setup/venueTables.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointRoute, ResourceMeta } from '@/server/kit';

const editable = {
  name: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
  seatCount: z.number().int('must be a whole number').min(1, 'must be at least 1').max(500, 'must be at most 500'),
  venueTableType: z.union([z.literal(1), z.literal(2)]),
  note: z.string().trim().max(500, 'must be at most 500 characters').nullish(),
  isRoundTable: z.boolean().nullish(),
  combinationTablePartIds: z.array(z.string().trim().max(64, 'must be at most 64 characters')).max(12, 'must have at most 12 items').nullish(),
  venuePolicies: z.array(z.object({ policyConfigurationId: z.string().trim().max(64, 'must be at most 64 characters').nullish(), identifier: z.string().trim().max(120, 'must be at most 120 characters').nullish(), policyType: z.enum(["OpeningHoursPolicy", "BookingHoursPolicy", "MinimumSpendPolicy", "TableBookingPolicy"]), policyLevel: z.union([z.literal(0), z.literal(10), z.literal(20), z.literal(30)]).nullish(), limits: z.array(z.object({ limitType: z.union([z.literal(1), z.literal(2), z.literal(3)]), openingTime: z.string().trim().max(5, 'must be at most 5 characters').nullish(), closingTime: z.string().trim().max(5, 'must be at most 5 characters').nullish(), bookingAllowedFrom: z.string().trim().max(5, 'must be at most 5 characters').nullish(), bookingAllowedUntil: z.string().trim().max(5, 'must be at most 5 characters').nullish(), target: z.union([z.literal(0), z.literal(1)]).nullish(), minimumSpendAmount: z.object({ value: z.number().int('must be an amount in minor units').nullish(), currency: z.string().trim().max(3, 'must be at most 3 characters').nullish() }).nullish(), minPercentage: z.number().nullish(), maxPercentage: z.number().nullish() })).max(10, 'must have at most 10 items').nullish() })).max(20, 'must have at most 20 items').nullish(),
  seatingStrategies: z.array(z.object({ seatingStrategyType: z.enum(["SeatingStrategyPreferredSeating", "SeatingStrategyPreferFullTables", "SeatingStrategyPenalizeBookedTables", "SeatingStrategyPreferHighTableCapacityUsage"]), matchScoreModifier: z.number().min(-1000, 'must be at least -1000').max(1000, 'must be at most 1000').nullish(), unmatchedScoreModifier: z.number().min(-1000, 'must be at least -1000').max(1000, 'must be at most 1000').nullish(), level: z.union([z.literal(0), z.literal(10), z.literal(20), z.literal(30)]).nullish(), scorePerUnusedSeatMultiplier: z.number().min(-1000, 'must be at least -1000').max(1000, 'must be at most 1000').nullish() })).max(8, 'must have at most 8 items').nullish(),
  bookingOnRequestOnly: z.boolean().nullish(),
  floorplanTable: z.object({ x: z.number().nullish(), y: z.number().nullish(), width: z.number().nullish(), height: z.number().nullish(), rotation: z.number().nullish() }).nullish(),
  sortOrder: z.number().int('must be a whole number').nullish(),
  isActive: z.boolean().nullish(),
  venueSectionId: z.string().min(1, 'is required'),
  venueSetupId: z.string().min(1, 'is required'),
  venueDetailsId: z.string().min(1, 'is required'),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const venueTablesResource: ResourceMeta = {
  name: 'venueTables',
  file: 'schema/setup/venueTables.ts',
  surface: 'setup',
  table: "venue_tables",
  versioned: true,
  scope: { "venue": "venueDetailsId" },
  columns: { "name": "text", "seatCount": "number", "venueTableType": "enum", "note": "text", "isRoundTable": "boolean", "combinationTablePartIds": "json", "venuePolicies": "json", "seatingStrategies": "json", "bookingOnRequestOnly": "boolean", "floorplanTable": "json", "sortOrder": "number", "isActive": "boolean", "venueSectionId": "reference", "venueSetupId": "reference", "venueDetailsId": "reference", "deleted": "datetime" },
  readOnly: ["deleted"],
  defaults: { "bookingOnRequestOnly": false, "isActive": true },
  search: [],
  defaultSort: { "field": "sortOrder", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

export const venueTablesRoutes: EndpointRoute[] = [
];
