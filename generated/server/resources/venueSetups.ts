// Generated from schema/setup/venueSetups.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { VenueSetupsResults } from '@/shared/setup/venueSetups';
import { dateSchema, datetimeSchema, timeSchema } from '@/shared/validation';

const editable = {
  name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  venueDetailsId: z.string().min(1, 'is required'),
  isActive: z.boolean().nullish(),
  venuePolicies: z.array(z.object({ policyConfigurationId: z.string().trim().max(64, 'must be at most 64 characters').nullish(), identifier: z.string().trim().max(120, 'must be at most 120 characters').nullish(), policyType: z.enum(["OpeningHoursPolicy", "BookingHoursPolicy", "MinimumSpendPolicy", "TableBookingPolicy"]), policyLevel: z.union([z.literal(0), z.literal(10), z.literal(20), z.literal(30)]).nullish(), limits: z.array(z.object({ limitType: z.union([z.literal(1), z.literal(2), z.literal(3)]), openingTime: z.string().trim().max(5, 'must be at most 5 characters').nullish(), closingTime: z.string().trim().max(5, 'must be at most 5 characters').nullish(), bookingAllowedFrom: z.string().trim().max(5, 'must be at most 5 characters').nullish(), bookingAllowedUntil: z.string().trim().max(5, 'must be at most 5 characters').nullish(), target: z.union([z.literal(0), z.literal(1)]).nullish(), minimumSpendAmount: z.object({ value: z.number().int('must be an amount in minor units').nullish(), currency: z.string().trim().max(3, 'must be at most 3 characters').nullish() }).nullish(), minPercentage: z.number().nullish(), maxPercentage: z.number().nullish() })).max(10, 'must have at most 10 items').nullish() })).max(20, 'must have at most 20 items').nullish(),
  seatingStrategies: z.array(z.object({ seatingStrategyType: z.enum(["SeatingStrategyPreferredSeating", "SeatingStrategyPreferFullTables", "SeatingStrategyPenalizeBookedTables", "SeatingStrategyPreferHighTableCapacityUsage"]), matchScoreModifier: z.number().min(-1000, 'must be at least -1000').max(1000, 'must be at most 1000').nullish(), unmatchedScoreModifier: z.number().min(-1000, 'must be at least -1000').max(1000, 'must be at most 1000').nullish(), level: z.union([z.literal(0), z.literal(10), z.literal(20), z.literal(30)]).nullish(), scorePerUnusedSeatMultiplier: z.number().min(-1000, 'must be at least -1000').max(1000, 'must be at most 1000').nullish() })).max(8, 'must have at most 8 items').nullish(),
  bookingOnRequestOnly: z.boolean().nullish(),
  type: z.number().int('must be a whole number').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const venueSetupsResource: ResourceMeta = {
  name: 'venueSetups',
  file: 'schema/setup/venueSetups.ts',
  surface: 'setup',
  table: "venue_setups",
  versioned: true,
  scope: { "venue": "venueDetailsId" },
  columns: { "name": "text", "venueDetailsId": "reference", "isActive": "boolean", "deleted": "datetime", "venuePolicies": "json", "seatingStrategies": "json", "bookingOnRequestOnly": "boolean", "type": "number", "floorplan": "json", "floorplanVersion": "number" },
  readOnly: ["deleted", "floorplan", "floorplanVersion"],
  defaults: { "isActive": false, "bookingOnRequestOnly": false, "type": 0, "floorplanVersion": 0 },
  search: [],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /venue-setups */
const getListSchemas = {
  params: null,
  query: z.object({ "venue-details-id": z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueSetupsGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /venue-setups/active */
const activeSchemas = {
  params: null,
  query: z.object({ "venue-details-id": z.string().min(1, 'is required'), "date-time": datetimeSchema }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueSetupsActiveInput = EndpointInput<typeof activeSchemas>;

/** GET /venue-setups/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueSetupsGetOneInput = EndpointInput<typeof getOneSchemas>;

/** POST /venue-setups */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'), venueDetailsId: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type VenueSetupsCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /venue-setups/{id} */
const updateSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'), isActive: z.boolean().nullish(), venuePolicies: z.array(z.object({ policyConfigurationId: z.string().trim().max(64, 'must be at most 64 characters').nullish(), identifier: z.string().trim().max(120, 'must be at most 120 characters').nullish(), policyType: z.enum(["OpeningHoursPolicy", "BookingHoursPolicy", "MinimumSpendPolicy", "TableBookingPolicy"]), policyLevel: z.union([z.literal(0), z.literal(10), z.literal(20), z.literal(30)]).nullish(), limits: z.array(z.object({ limitType: z.union([z.literal(1), z.literal(2), z.literal(3)]), openingTime: z.string().trim().max(5, 'must be at most 5 characters').nullish(), closingTime: z.string().trim().max(5, 'must be at most 5 characters').nullish(), bookingAllowedFrom: z.string().trim().max(5, 'must be at most 5 characters').nullish(), bookingAllowedUntil: z.string().trim().max(5, 'must be at most 5 characters').nullish(), target: z.union([z.literal(0), z.literal(1)]).nullish(), minimumSpendAmount: z.object({ value: z.number().int('must be an amount in minor units').nullish(), currency: z.string().trim().max(3, 'must be at most 3 characters').nullish() }).nullish(), minPercentage: z.number().nullish(), maxPercentage: z.number().nullish() })).max(10, 'must have at most 10 items').nullish() })).max(20, 'must have at most 20 items').nullish(), seatingStrategies: z.array(z.object({ seatingStrategyType: z.enum(["SeatingStrategyPreferredSeating", "SeatingStrategyPreferFullTables", "SeatingStrategyPenalizeBookedTables", "SeatingStrategyPreferHighTableCapacityUsage"]), matchScoreModifier: z.number().min(-1000, 'must be at least -1000').max(1000, 'must be at most 1000').nullish(), unmatchedScoreModifier: z.number().min(-1000, 'must be at least -1000').max(1000, 'must be at most 1000').nullish(), level: z.union([z.literal(0), z.literal(10), z.literal(20), z.literal(30)]).nullish(), scorePerUnusedSeatMultiplier: z.number().min(-1000, 'must be at least -1000').max(1000, 'must be at most 1000').nullish() })).max(8, 'must have at most 8 items').nullish(), bookingOnRequestOnly: z.boolean().nullish(), type: z.number().int('must be a whole number').nullish(), version: z.number().int('must be a whole number') }),
} satisfies EndpointSchemas;
export type VenueSetupsUpdateInput = EndpointInput<typeof updateSchemas>;

/** DELETE /venue-setups/{id} */
const deleteSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueSetupsDeleteInput = EndpointInput<typeof deleteSchemas>;

/** POST /venue-setups/{id}/copy/{newName} */
const copySchemas = {
  params: z.object({ id: z.string().min(1, 'is required'), newName: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueSetupsCopyInput = EndpointInput<typeof copySchemas>;

/** POST /venue-setups/{id}/venue-sections */
const createSectionSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'), image: z.string().trim().max(500, 'must be at most 500 characters').nullish(), description: z.string().trim().max(2000, 'must be at most 2000 characters').nullish() }),
} satisfies EndpointSchemas;
export type VenueSetupsCreateSectionInput = EndpointInput<typeof createSectionSchemas>;

/** PUT /venue-setups/{id}/venue-sections/{sectionId} */
const updateSectionSchemas = {
  params: z.object({ id: z.string().min(1, 'is required'), sectionId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'), image: z.string().trim().max(500, 'must be at most 500 characters').nullish(), description: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(), venuePolicies: z.array(z.object({ policyConfigurationId: z.string().trim().max(64, 'must be at most 64 characters').nullish(), identifier: z.string().trim().max(120, 'must be at most 120 characters').nullish(), policyType: z.enum(["OpeningHoursPolicy", "BookingHoursPolicy", "MinimumSpendPolicy", "TableBookingPolicy"]), policyLevel: z.union([z.literal(0), z.literal(10), z.literal(20), z.literal(30)]).nullish(), limits: z.array(z.object({ limitType: z.union([z.literal(1), z.literal(2), z.literal(3)]), openingTime: z.string().trim().max(5, 'must be at most 5 characters').nullish(), closingTime: z.string().trim().max(5, 'must be at most 5 characters').nullish(), bookingAllowedFrom: z.string().trim().max(5, 'must be at most 5 characters').nullish(), bookingAllowedUntil: z.string().trim().max(5, 'must be at most 5 characters').nullish(), target: z.union([z.literal(0), z.literal(1)]).nullish(), minimumSpendAmount: z.object({ value: z.number().int('must be an amount in minor units').nullish(), currency: z.string().trim().max(3, 'must be at most 3 characters').nullish() }).nullish(), minPercentage: z.number().nullish(), maxPercentage: z.number().nullish() })).max(10, 'must have at most 10 items').nullish() })).max(20, 'must have at most 20 items').nullish(), seatingStrategies: z.array(z.object({ seatingStrategyType: z.enum(["SeatingStrategyPreferredSeating", "SeatingStrategyPreferFullTables", "SeatingStrategyPenalizeBookedTables", "SeatingStrategyPreferHighTableCapacityUsage"]), matchScoreModifier: z.number().min(-1000, 'must be at least -1000').max(1000, 'must be at most 1000').nullish(), unmatchedScoreModifier: z.number().min(-1000, 'must be at least -1000').max(1000, 'must be at most 1000').nullish(), level: z.union([z.literal(0), z.literal(10), z.literal(20), z.literal(30)]).nullish(), scorePerUnusedSeatMultiplier: z.number().min(-1000, 'must be at least -1000').max(1000, 'must be at most 1000').nullish() })).max(8, 'must have at most 8 items').nullish(), bookingOnRequestOnly: z.boolean().nullish(), sortOrder: z.number().int('must be a whole number').nullish(), version: z.number().int('must be a whole number').nullish() }),
} satisfies EndpointSchemas;
export type VenueSetupsUpdateSectionInput = EndpointInput<typeof updateSectionSchemas>;

/** DELETE /venue-setups/{id}/venue-sections/{sectionId} */
const deleteSectionSchemas = {
  params: z.object({ id: z.string().min(1, 'is required'), sectionId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueSetupsDeleteSectionInput = EndpointInput<typeof deleteSectionSchemas>;

/** POST /venue-setups/{id}/venue-sections/{sectionId}/venue-tables */
const createTableSchemas = {
  params: z.object({ id: z.string().min(1, 'is required'), sectionId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ name: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'), seatCount: z.number().int('must be a whole number').min(1, 'must be at least 1').max(500, 'must be at most 500'), venueTableType: z.union([z.literal(1), z.literal(2)]), note: z.string().trim().max(500, 'must be at most 500 characters').nullish(), isRoundTable: z.boolean().nullish(), combinationTablePartIds: z.array(z.string().trim().max(64, 'must be at most 64 characters')).max(12, 'must have at most 12 items').nullish() }),
} satisfies EndpointSchemas;
export type VenueSetupsCreateTableInput = EndpointInput<typeof createTableSchemas>;

/** PUT /venue-setups/{id}/venue-sections/{sectionId}/venue-tables/{tableId} */
const updateTableSchemas = {
  params: z.object({ id: z.string().min(1, 'is required'), sectionId: z.string().min(1, 'is required'), tableId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ name: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'), seatCount: z.number().int('must be a whole number').min(1, 'must be at least 1').max(500, 'must be at most 500'), venueTableType: z.union([z.literal(1), z.literal(2)]), note: z.string().trim().max(500, 'must be at most 500 characters').nullish(), isRoundTable: z.boolean().nullish(), combinationTablePartIds: z.array(z.string().trim().max(64, 'must be at most 64 characters')).max(12, 'must have at most 12 items').nullish(), venuePolicies: z.array(z.object({ policyConfigurationId: z.string().trim().max(64, 'must be at most 64 characters').nullish(), identifier: z.string().trim().max(120, 'must be at most 120 characters').nullish(), policyType: z.enum(["OpeningHoursPolicy", "BookingHoursPolicy", "MinimumSpendPolicy", "TableBookingPolicy"]), policyLevel: z.union([z.literal(0), z.literal(10), z.literal(20), z.literal(30)]).nullish(), limits: z.array(z.object({ limitType: z.union([z.literal(1), z.literal(2), z.literal(3)]), openingTime: z.string().trim().max(5, 'must be at most 5 characters').nullish(), closingTime: z.string().trim().max(5, 'must be at most 5 characters').nullish(), bookingAllowedFrom: z.string().trim().max(5, 'must be at most 5 characters').nullish(), bookingAllowedUntil: z.string().trim().max(5, 'must be at most 5 characters').nullish(), target: z.union([z.literal(0), z.literal(1)]).nullish(), minimumSpendAmount: z.object({ value: z.number().int('must be an amount in minor units').nullish(), currency: z.string().trim().max(3, 'must be at most 3 characters').nullish() }).nullish(), minPercentage: z.number().nullish(), maxPercentage: z.number().nullish() })).max(10, 'must have at most 10 items').nullish() })).max(20, 'must have at most 20 items').nullish(), seatingStrategies: z.array(z.object({ seatingStrategyType: z.enum(["SeatingStrategyPreferredSeating", "SeatingStrategyPreferFullTables", "SeatingStrategyPenalizeBookedTables", "SeatingStrategyPreferHighTableCapacityUsage"]), matchScoreModifier: z.number().min(-1000, 'must be at least -1000').max(1000, 'must be at most 1000').nullish(), unmatchedScoreModifier: z.number().min(-1000, 'must be at least -1000').max(1000, 'must be at most 1000').nullish(), level: z.union([z.literal(0), z.literal(10), z.literal(20), z.literal(30)]).nullish(), scorePerUnusedSeatMultiplier: z.number().min(-1000, 'must be at least -1000').max(1000, 'must be at most 1000').nullish() })).max(8, 'must have at most 8 items').nullish(), bookingOnRequestOnly: z.boolean().nullish(), floorplanTable: z.object({ x: z.number().nullish(), y: z.number().nullish(), width: z.number().nullish(), height: z.number().nullish(), rotation: z.number().nullish() }).nullish(), sortOrder: z.number().int('must be a whole number').nullish(), version: z.number().int('must be a whole number').nullish() }),
} satisfies EndpointSchemas;
export type VenueSetupsUpdateTableInput = EndpointInput<typeof updateTableSchemas>;

/** DELETE /venue-setups/{id}/venue-sections/{sectionId}/venue-tables/{tableId} */
const deleteTableSchemas = {
  params: z.object({ id: z.string().min(1, 'is required'), sectionId: z.string().min(1, 'is required'), tableId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueSetupsDeleteTableInput = EndpointInput<typeof deleteTableSchemas>;

/** PATCH /venue-setups/{id}/venue-sections/{sectionId}/venue-tables/{tableId} */
const setTableActiveSchemas = {
  params: z.object({ id: z.string().min(1, 'is required'), sectionId: z.string().min(1, 'is required'), tableId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ active: z.boolean() }),
} satisfies EndpointSchemas;
export type VenueSetupsSetTableActiveInput = EndpointInput<typeof setTableActiveSchemas>;

/** POST /venue-setups/{id}/venue-sections/{sectionId}/venue-tables/{tableId}/move/{targetSectionId} */
const moveTableSchemas = {
  params: z.object({ id: z.string().min(1, 'is required'), sectionId: z.string().min(1, 'is required'), tableId: z.string().min(1, 'is required'), targetSectionId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ version: z.number().int('must be a whole number') }),
} satisfies EndpointSchemas;
export type VenueSetupsMoveTableInput = EndpointInput<typeof moveTableSchemas>;

/** GET /floorplan/{setupId} */
const getFloorplanSchemas = {
  params: z.object({ setupId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueSetupsGetFloorplanInput = EndpointInput<typeof getFloorplanSchemas>;

/** PUT /floorplan/{setupId} */
const putFloorplanSchemas = {
  params: z.object({ setupId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ width: z.number().min(1, 'must be at least 1').max(10000, 'must be at most 10000').nullable(), height: z.number().min(1, 'must be at least 1').max(10000, 'must be at most 10000').nullable(), backgroundImage: z.string().trim().max(500, 'must be at most 500 characters').nullable(), tables: z.array(z.object({ venueTableId: z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters'), x: z.number(), y: z.number(), width: z.number().min(1, 'must be at least 1').nullish(), height: z.number().min(1, 'must be at least 1').nullish(), rotation: z.number().min(-360, 'must be at least -360').max(360, 'must be at most 360').nullish() })).max(500, 'must have at most 500 items').nullable(), version: z.number().int('must be a whole number').min(0, 'must be at least 0') }),
} satisfies EndpointSchemas;
export type VenueSetupsPutFloorplanInput = EndpointInput<typeof putFloorplanSchemas>;

/** GET /products */
const productsSchemas = {
  params: null,
  query: z.object({ "venue-setup-id": z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueSetupsProductsInput = EndpointInput<typeof productsSchemas>;

/** POST /venue-setup-calendar-entries/{id}/calendar-dates-by-date-list */
const entryByDateListSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ dates: z.array(z.string().trim().max(40, 'must be at most 40 characters')).max(366, 'must have at most 366 items'), priority: z.number().int('must be a whole number').min(-1000, 'must be at least -1000').max(1000, 'must be at most 1000').nullish(), fromTime: timeSchema.nullish(), toTime: timeSchema.nullish() }),
} satisfies EndpointSchemas;
export type VenueSetupsEntryByDateListInput = EndpointInput<typeof entryByDateListSchemas>;

/** POST /venue-setup-calendar-entries/{id}/calendar-dates-by-weekly-interval */
const entryByWeeklyIntervalSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ repeatEveryCount: z.number().int('must be a whole number').min(1, 'must be at least 1').max(52, 'must be at most 52').nullish(), repeatOnDays: z.array(z.number().int('must be a whole number').min(1, 'must be at least 1').max(7, 'must be at most 7')).max(7, 'must have at most 7 items'), priority: z.number().int('must be a whole number').min(-1000, 'must be at least -1000').max(1000, 'must be at most 1000').nullish(), fromDate: dateSchema.nullish(), toDate: dateSchema.nullish(), fromTime: timeSchema.nullish(), toTime: timeSchema.nullish() }),
} satisfies EndpointSchemas;
export type VenueSetupsEntryByWeeklyIntervalInput = EndpointInput<typeof entryByWeeklyIntervalSchemas>;

/** POST /venue-setup-calendar-entries/{id}/calendar-dates-by-yearly-interval */
const entryByYearlyIntervalSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ repeatEveryCount: z.number().int('must be a whole number').min(1, 'must be at least 1').max(52, 'must be at most 52').nullish(), repeatOnDates: z.array(z.string().trim().max(40, 'must be at most 40 characters')).max(366, 'must have at most 366 items'), priority: z.number().int('must be a whole number').min(-1000, 'must be at least -1000').max(1000, 'must be at most 1000').nullish(), fromDate: dateSchema.nullish(), toDate: dateSchema.nullish(), fromTime: timeSchema.nullish(), toTime: timeSchema.nullish() }),
} satisfies EndpointSchemas;
export type VenueSetupsEntryByYearlyIntervalInput = EndpointInput<typeof entryByYearlyIntervalSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/setup/venueSetups.ts and joined to the routes by the server's registry. */
export interface VenueSetupsActions {
  list: DomainAction<VenueSetupsGetListInput, VenueSetupsResults['list']>;
  active: DomainAction<VenueSetupsActiveInput, VenueSetupsResults['active']>;
  getOne: DomainAction<VenueSetupsGetOneInput, VenueSetupsResults['getOne']>;
  create: DomainAction<VenueSetupsCreateInput, VenueSetupsResults['create']>;
  update: DomainAction<VenueSetupsUpdateInput, VenueSetupsResults['update']>;
  remove: DomainAction<VenueSetupsDeleteInput, VenueSetupsResults['remove']>;
  copy: DomainAction<VenueSetupsCopyInput, VenueSetupsResults['copy']>;
  createSection: DomainAction<VenueSetupsCreateSectionInput, VenueSetupsResults['createSection']>;
  updateSection: DomainAction<VenueSetupsUpdateSectionInput, VenueSetupsResults['updateSection']>;
  removeSection: DomainAction<VenueSetupsDeleteSectionInput, VenueSetupsResults['removeSection']>;
  createTable: DomainAction<VenueSetupsCreateTableInput, VenueSetupsResults['createTable']>;
  updateTable: DomainAction<VenueSetupsUpdateTableInput, VenueSetupsResults['updateTable']>;
  removeTable: DomainAction<VenueSetupsDeleteTableInput, VenueSetupsResults['removeTable']>;
  setTableActive: DomainAction<VenueSetupsSetTableActiveInput, VenueSetupsResults['setTableActive']>;
  moveTable: DomainAction<VenueSetupsMoveTableInput, VenueSetupsResults['moveTable']>;
  getFloorplan: DomainAction<VenueSetupsGetFloorplanInput, VenueSetupsResults['getFloorplan']>;
  putFloorplan: DomainAction<VenueSetupsPutFloorplanInput, VenueSetupsResults['putFloorplan']>;
  products: DomainAction<VenueSetupsProductsInput, VenueSetupsResults['products']>;
  entryByDateList: DomainAction<VenueSetupsEntryByDateListInput, VenueSetupsResults['entryByDateList']>;
  entryByWeeklyInterval: DomainAction<VenueSetupsEntryByWeeklyIntervalInput, VenueSetupsResults['entryByWeeklyInterval']>;
  entryByYearlyInterval: DomainAction<VenueSetupsEntryByYearlyIntervalInput, VenueSetupsResults['entryByYearlyInterval']>;
}

export function venueSetupsRoutes(actions: VenueSetupsActions): EndpointRoute[] {
  return [
    {
      resource: 'venueSetups',
      name: 'getList',
      surface: 'setup',
      method: 'GET',
      path: "/venue-setups",
      specPath: "/venue-setups",
      access: 'read',
      permission: ["vp.vp.booking.show", "vp.crm.bookingoverview.show"],
      scope: { "venue": ["query:venue-details-id"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get venue setups",
    },
    {
      resource: 'venueSetups',
      name: 'active',
      surface: 'setup',
      method: 'GET',
      path: "/venue-setups/active",
      specPath: "/venue-setups/active",
      access: 'read',
      permission: ["vp.vp.booking.show", "vp.crm.bookingoverview.show"],
      scope: { "venue": ["query:venue-details-id"] },
      id: null,
      schemas: activeSchemas,
      upload: false,
      handler: { action: actions.active },
      returns: 'result',
      error: "Unable to get venue setups",
    },
    {
      resource: 'venueSetups',
      name: 'getOne',
      surface: 'setup',
      method: 'GET',
      path: "/venue-setups/:id",
      specPath: "/venue-setups/{id}",
      access: 'read',
      permission: ["vp.vp.booking.show", "vp.crm.bookingoverview.show"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { action: actions.getOne },
      returns: 'result',
      error: "Unable to get venue setups",
    },
    {
      resource: 'venueSetups',
      name: 'create',
      surface: 'setup',
      method: 'POST',
      path: "/venue-setups",
      specPath: "/venue-setups",
      access: 'write',
      permission: ["vp.vp.booking.setup"],
      scope: { "venue": ["body:venueDetailsId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to post venue setup",
    },
    {
      resource: 'venueSetups',
      name: 'update',
      surface: 'setup',
      method: 'PUT',
      path: "/venue-setups/:id",
      specPath: "/venue-setups/{id}",
      access: 'write',
      permission: ["vp.vp.booking.setup"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to put venue setup",
    },
    {
      resource: 'venueSetups',
      name: 'delete',
      surface: 'setup',
      method: 'DELETE',
      path: "/venue-setups/:id",
      specPath: "/venue-setups/{id}",
      access: 'write',
      permission: ["vp.vp.booking.setup"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { action: actions.remove },
      returns: 'result',
      error: "Bookings are reserved for this setup, so it cannot be deleted",
    },
    {
      resource: 'venueSetups',
      name: 'copy',
      surface: 'setup',
      method: 'POST',
      path: "/venue-setups/:id/copy/:newName",
      specPath: "/venue-setups/{id}/copy/{newName}",
      access: 'write',
      permission: ["vp.vp.booking.setup"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: copySchemas,
      upload: false,
      handler: { action: actions.copy },
      returns: 'result',
      error: "Unable to copy venue setup",
    },
    {
      resource: 'venueSetups',
      name: 'createSection',
      surface: 'setup',
      method: 'POST',
      path: "/venue-setups/:id/venue-sections",
      specPath: "/venue-setups/{id}/venue-sections",
      access: 'write',
      permission: ["vp.vp.booking.setup"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: createSectionSchemas,
      upload: false,
      handler: { action: actions.createSection },
      returns: 'result',
      error: "Unable to post section",
    },
    {
      resource: 'venueSetups',
      name: 'updateSection',
      surface: 'setup',
      method: 'PUT',
      path: "/venue-setups/:id/venue-sections/:sectionId",
      specPath: "/venue-setups/{id}/venue-sections/{sectionId}",
      access: 'write',
      permission: ["vp.vp.booking.setup"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: updateSectionSchemas,
      upload: false,
      handler: { action: actions.updateSection },
      returns: 'result',
      error: "Unable to put venue section",
    },
    {
      resource: 'venueSetups',
      name: 'deleteSection',
      surface: 'setup',
      method: 'DELETE',
      path: "/venue-setups/:id/venue-sections/:sectionId",
      specPath: "/venue-setups/{id}/venue-sections/{sectionId}",
      access: 'write',
      permission: ["vp.vp.booking.setup"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: deleteSectionSchemas,
      upload: false,
      handler: { action: actions.removeSection },
      returns: 'result',
      error: "Bookings are reserved for this section, so it cannot be deleted",
    },
    {
      resource: 'venueSetups',
      name: 'createTable',
      surface: 'setup',
      method: 'POST',
      path: "/venue-setups/:id/venue-sections/:sectionId/venue-tables",
      specPath: "/venue-setups/{id}/venue-sections/{sectionId}/venue-tables",
      access: 'write',
      permission: ["vp.vp.booking.setup"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: createTableSchemas,
      upload: false,
      handler: { action: actions.createTable },
      returns: 'result',
      error: "Unable to get Team Members",
    },
    {
      resource: 'venueSetups',
      name: 'updateTable',
      surface: 'setup',
      method: 'PUT',
      path: "/venue-setups/:id/venue-sections/:sectionId/venue-tables/:tableId",
      specPath: "/venue-setups/{id}/venue-sections/{sectionId}/venue-tables/{tableId}",
      access: 'write',
      permission: ["vp.vp.booking.setup"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: updateTableSchemas,
      upload: false,
      handler: { action: actions.updateTable },
      returns: 'result',
      error: "Unable to put venue table",
    },
    {
      resource: 'venueSetups',
      name: 'deleteTable',
      surface: 'setup',
      method: 'DELETE',
      path: "/venue-setups/:id/venue-sections/:sectionId/venue-tables/:tableId",
      specPath: "/venue-setups/{id}/venue-sections/{sectionId}/venue-tables/{tableId}",
      access: 'write',
      permission: ["vp.vp.booking.setup"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: deleteTableSchemas,
      upload: false,
      handler: { action: actions.removeTable },
      returns: 'result',
      error: "Bookings are reserved for this table, so it cannot be deleted",
    },
    {
      resource: 'venueSetups',
      name: 'setTableActive',
      surface: 'setup',
      method: 'PATCH',
      path: "/venue-setups/:id/venue-sections/:sectionId/venue-tables/:tableId",
      specPath: "/venue-setups/{id}/venue-sections/{sectionId}/venue-tables/{tableId}",
      access: 'write',
      permission: ["vp.vp.booking.setup"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: setTableActiveSchemas,
      upload: false,
      handler: { action: actions.setTableActive },
      returns: 'result',
      error: "Unable to patch venue table active state",
    },
    {
      resource: 'venueSetups',
      name: 'moveTable',
      surface: 'setup',
      method: 'POST',
      path: "/venue-setups/:id/venue-sections/:sectionId/venue-tables/:tableId/move/:targetSectionId",
      specPath: "/venue-setups/{id}/venue-sections/{sectionId}/venue-tables/{tableId}/move/{targetSectionId}",
      access: 'write',
      permission: ["vp.vp.booking.setup"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: moveTableSchemas,
      upload: false,
      handler: { action: actions.moveTable },
      returns: 'result',
      error: "Unable to put venue table",
    },
    {
      resource: 'venueSetups',
      name: 'getFloorplan',
      surface: 'setup',
      method: 'GET',
      path: "/floorplan/:setupId",
      specPath: "/floorplan/{setupId}",
      access: 'read',
      permission: ["vp.vp.booking.show", "vp.crm.bookingoverview.show"],
      scope: { "venue": ["record"] },
      id: "path:setupId",
      schemas: getFloorplanSchemas,
      upload: false,
      handler: { action: actions.getFloorplan },
      returns: 'result',
      error: "Unable to get venue setup floorplan",
    },
    {
      resource: 'venueSetups',
      name: 'putFloorplan',
      surface: 'setup',
      method: 'PUT',
      path: "/floorplan/:setupId",
      specPath: "/floorplan/{setupId}",
      access: 'write',
      permission: ["vp.vp.booking.setup"],
      scope: { "venue": ["record"] },
      id: "path:setupId",
      schemas: putFloorplanSchemas,
      upload: false,
      handler: { action: actions.putFloorplan },
      returns: 'result',
      error: "Unable to put floorplan",
    },
    {
      resource: 'venueSetups',
      name: 'products',
      surface: 'setup',
      method: 'GET',
      path: "/products",
      specPath: "/products",
      access: 'read',
      permission: ["vp.vp.booking.show", "vp.crm.bookingoverview.show"],
      scope: { "venue": ["record"] },
      id: "query:venue-setup-id",
      schemas: productsSchemas,
      upload: false,
      handler: { action: actions.products },
      returns: 'result',
      error: "Unable to get products",
    },
    {
      resource: 'venueSetups',
      name: 'entryByDateList',
      surface: 'setup',
      method: 'POST',
      path: "/venue-setup-calendar-entries/:id/calendar-dates-by-date-list",
      specPath: "/venue-setup-calendar-entries/{id}/calendar-dates-by-date-list",
      access: 'write',
      permission: ["vp.vp.booking.setup"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: entryByDateListSchemas,
      upload: false,
      handler: { action: actions.entryByDateList },
      returns: 'result',
      error: "Unable to post calendar entry",
    },
    {
      resource: 'venueSetups',
      name: 'entryByWeeklyInterval',
      surface: 'setup',
      method: 'POST',
      path: "/venue-setup-calendar-entries/:id/calendar-dates-by-weekly-interval",
      specPath: "/venue-setup-calendar-entries/{id}/calendar-dates-by-weekly-interval",
      access: 'write',
      permission: ["vp.vp.booking.setup"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: entryByWeeklyIntervalSchemas,
      upload: false,
      handler: { action: actions.entryByWeeklyInterval },
      returns: 'result',
      error: "Unable to post calendar entry",
    },
    {
      resource: 'venueSetups',
      name: 'entryByYearlyInterval',
      surface: 'setup',
      method: 'POST',
      path: "/venue-setup-calendar-entries/:id/calendar-dates-by-yearly-interval",
      specPath: "/venue-setup-calendar-entries/{id}/calendar-dates-by-yearly-interval",
      access: 'write',
      permission: ["vp.vp.booking.setup"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: entryByYearlyIntervalSchemas,
      upload: false,
      handler: { action: actions.entryByYearlyInterval },
      returns: 'result',
      error: "Unable to post yearly entry",
    },
  ];
}
