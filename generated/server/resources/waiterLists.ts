// Generated from schema/pos/waiterLists.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { WaiterListsResults } from '@/shared/pos/waiterLists';
import { dateSchema, timeSchema } from '@/shared/validation';

const editable = {
  venueId: z.string().min(1, 'is required'),
  date: dateSchema,
  waiters: z.array(z.object({ userId: z.string().trim().max(64, 'must be at most 64 characters').nullish(), name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'), role: z.enum(["waiter", "bartender", "runner", "manager"]), startTime: timeSchema, endTime: timeSchema, terminalIds: z.array(z.string().trim()).max(20, 'must have at most 20 items').nullish() })).max(100, 'must have at most 100 items').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const waiterListsResource: ResourceMeta = {
  name: 'waiterLists',
  file: 'schema/pos/waiterLists.ts',
  surface: 'pos',
  table: "waiter_lists",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "date": "date", "waiters": "json" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /VenueWaiterList/{venueId}/day/{date} */
const getDaySchemas = {
  params: z.object({ date: dateSchema, venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type WaiterListsGetDayInput = EndpointInput<typeof getDaySchemas>;

/** POST /VenueWaiterList/day */
const saveDaySchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ venueId: z.string().trim().min(1, 'is required'), date: dateSchema, version: z.number().int('must be a whole number').nullish(), waiters: z.array(z.object({ userId: z.string().trim().max(64, 'must be at most 64 characters').nullish(), name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'), role: z.enum(["waiter", "bartender", "runner", "manager"]), startTime: timeSchema, endTime: timeSchema, terminalIds: z.array(z.string().trim()).max(20, 'must have at most 20 items').nullish() })).max(100, 'must have at most 100 items') }),
} satisfies EndpointSchemas;
export type WaiterListsSaveDayInput = EndpointInput<typeof saveDaySchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/pos/waiterLists.ts and joined to the routes by the server's registry. */
export interface WaiterListsActions {
  getDay: DomainAction<WaiterListsGetDayInput, WaiterListsResults['getDay']>;
  saveDay: DomainAction<WaiterListsSaveDayInput, WaiterListsResults['saveDay']>;
}

export function waiterListsRoutes(actions: WaiterListsActions): EndpointRoute[] {
  return [
    {
      resource: 'waiterLists',
      name: 'getDay',
      surface: 'pos',
      method: 'GET',
      path: "/VenueWaiterList/:venueId/day/:date",
      specPath: "/VenueWaiterList/{venueId}/day/{date}",
      access: 'read',
      permission: ["pp.pos.poc.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: getDaySchemas,
      upload: false,
      handler: { action: actions.getDay },
      returns: 'result',
      error: "Unable to get venue waiter list",
    },
    {
      resource: 'waiterLists',
      name: 'saveDay',
      surface: 'pos',
      method: 'POST',
      path: "/VenueWaiterList/day",
      specPath: "/VenueWaiterList/day",
      access: 'write',
      permission: ["pp.pos.venue.edit"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: saveDaySchemas,
      upload: false,
      handler: { action: actions.saveDay },
      returns: 'result',
      error: "Unable to update venue waiter list",
    },
  ];
}
