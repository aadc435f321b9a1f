// Generated from schema/setup/venueSetupCalendarEntries.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { VenueSetupCalendarEntriesResults } from '@/shared/setup/venueSetupCalendarEntries';
import { dateSchema, timeSchema } from '@/shared/validation';

const editable = {
  venueDetailsId: z.string().min(1, 'is required'),
  venueSetupId: z.string().min(1, 'is required'),
  isActive: z.boolean().nullish(),
  fromDate: dateSchema.nullish(),
  fromTime: timeSchema.nullish(),
  toDate: dateSchema.nullish(),
  toTime: timeSchema.nullish(),
  dates: z.array(dateSchema).max(366, 'must have at most 366 items').nullish(),
  inActiveDates: z.array(dateSchema).max(366, 'must have at most 366 items').nullish(),
  priority: z.number().int('must be a whole number').min(-1000, 'must be at least -1000').max(1000, 'must be at most 1000').nullish(),
  calendarRepeatInterval: z.object({ type: z.enum(["WeeklyRepeatInterval", "MonthlyRepeatInterval", "YearlyRepeatInterval"]), startDate: dateSchema.nullish(), endDate: dateSchema.nullish(), repeatEveryCount: z.number().int('must be a whole number').min(1, 'must be at least 1').max(52, 'must be at most 52').nullish(), repeatOnDays: z.array(z.number().int('must be a whole number').min(1, 'must be at least 1').max(7, 'must be at most 7')).max(7, 'must have at most 7 items').nullish(), repeatDaysOfTheMonth: z.array(z.number().int('must be a whole number').min(1, 'must be at least 1').max(31, 'must be at most 31')).max(31, 'must have at most 31 items').nullish(), repeatMonthlyOnEvery: z.number().int('must be a whole number').min(1, 'must be at least 1').max(5, 'must be at most 5').nullish(), repeatOnDates: z.array(z.string().trim().max(40, 'must be at most 40 characters')).max(366, 'must have at most 366 items').nullish() }).nullish(),
  type: z.number().int('must be a whole number').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const venueSetupCalendarEntriesResource: ResourceMeta = {
  name: 'venueSetupCalendarEntries',
  file: 'schema/setup/venueSetupCalendarEntries.ts',
  surface: 'setup',
  table: "venue_setup_calendar_entries",
  versioned: true,
  scope: { "venue": "venueDetailsId" },
  columns: { "venueDetailsId": "reference", "venueSetupId": "reference", "isActive": "boolean", "fromDate": "date", "fromTime": "time", "toDate": "date", "toTime": "time", "dates": "json", "inActiveDates": "json", "priority": "number", "deleted": "datetime", "calendarRepeatInterval": "json", "type": "number" },
  readOnly: ["deleted"],
  defaults: { "isActive": false, "priority": 0, "type": 0 },
  search: [],
  defaultSort: { "field": "priority", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /venue-setup-calendar-entries */
const getListSchemas = {
  params: null,
  query: z.object({ "venue-details-id": z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueSetupCalendarEntriesGetListInput = EndpointInput<typeof getListSchemas>;

/** POST /venue-setup-calendar-entries */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type VenueSetupCalendarEntriesCreateInput = EndpointInput<typeof createSchemas>;

/** PATCH /venue-setup-calendar-entries/{id} */
const patchSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: patchSchema,
} satisfies EndpointSchemas;
export type VenueSetupCalendarEntriesPatchInput = EndpointInput<typeof patchSchemas>;

/** PATCH /venue-setup-calendar-entries/{id}/swap/{otherId} */
const swapSchemas = {
  params: z.object({ id: z.string().min(1, 'is required'), otherId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueSetupCalendarEntriesSwapInput = EndpointInput<typeof swapSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/setup/venueSetupCalendarEntries.ts and joined to the routes by the server's registry. */
export interface VenueSetupCalendarEntriesActions {
  list: DomainAction<VenueSetupCalendarEntriesGetListInput, VenueSetupCalendarEntriesResults['list']>;
  create: DomainAction<VenueSetupCalendarEntriesCreateInput, VenueSetupCalendarEntriesResults['create']>;
  patch: DomainAction<VenueSetupCalendarEntriesPatchInput, VenueSetupCalendarEntriesResults['patch']>;
  swap: DomainAction<VenueSetupCalendarEntriesSwapInput, VenueSetupCalendarEntriesResults['swap']>;
}

export function venueSetupCalendarEntriesRoutes(actions: VenueSetupCalendarEntriesActions): EndpointRoute[] {
  return [
    {
      resource: 'venueSetupCalendarEntries',
      name: 'getList',
      surface: 'setup',
      method: 'GET',
      path: "/venue-setup-calendar-entries",
      specPath: "/venue-setup-calendar-entries",
      access: 'read',
      permission: ["vp.vp.booking.show", "vp.crm.bookingoverview.show"],
      scope: { "venue": ["query:venue-details-id"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get calendar entries",
    },
    {
      resource: 'venueSetupCalendarEntries',
      name: 'create',
      surface: 'setup',
      method: 'POST',
      path: "/venue-setup-calendar-entries",
      specPath: "/venue-setup-calendar-entries",
      access: 'write',
      permission: ["vp.vp.booking.setup"],
      scope: { "venue": ["body:venueDetailsId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to post calendar entry",
    },
    {
      resource: 'venueSetupCalendarEntries',
      name: 'patch',
      surface: 'setup',
      method: 'PATCH',
      path: "/venue-setup-calendar-entries/:id",
      specPath: "/venue-setup-calendar-entries/{id}",
      access: 'write',
      permission: ["vp.vp.booking.setup"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: patchSchemas,
      upload: false,
      handler: { action: actions.patch },
      returns: 'result',
      error: "Unable to patch calendar entry",
    },
    {
      resource: 'venueSetupCalendarEntries',
      name: 'swap',
      surface: 'setup',
      method: 'PATCH',
      path: "/venue-setup-calendar-entries/:id/swap/:otherId",
      specPath: "/venue-setup-calendar-entries/{id}/swap/{otherId}",
      access: 'write',
      permission: ["vp.vp.booking.setup"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: swapSchemas,
      upload: false,
      handler: { action: actions.swap },
      returns: 'result',
      error: "Unable to swap calendar entries",
    },
  ];
}
