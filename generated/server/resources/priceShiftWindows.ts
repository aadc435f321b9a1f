// Generated from schema/pos/priceShiftWindows.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { PriceShiftWindowsResults } from '@/shared/pos/priceShiftWindows';
import { dateSchema, timeSchema } from '@/shared/validation';

const editable = {
  venueId: z.string().min(1, 'is required'),
  name: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'),
  priceGroupId: z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters'),
  weekdays: z.array(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6), z.literal(7)])).max(7, 'must have at most 7 items').nullish(),
  fromTime: timeSchema,
  toTime: timeSchema,
  validFrom: dateSchema.nullish(),
  validTo: dateSchema.nullish(),
  isActive: z.boolean().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const priceShiftWindowsResource: ResourceMeta = {
  name: 'priceShiftWindows',
  file: 'schema/pos/priceShiftWindows.ts',
  surface: 'pos',
  table: "price_shift_windows",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "name": "text", "priceGroupId": "text", "weekdays": "json", "fromTime": "time", "toTime": "time", "validFrom": "date", "validTo": "date", "isActive": "boolean" },
  readOnly: [],
  defaults: { "isActive": true },
  search: [],
  defaultSort: { "field": "fromTime", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /PriceShiftWindow/ByVenue/{venueId} */
const getListSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type PriceShiftWindowsGetListInput = EndpointInput<typeof getListSchemas>;

/** POST /PriceShiftWindow/ */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type PriceShiftWindowsCreateInput = EndpointInput<typeof createSchemas>;

/** GET /PriceShiftWindow/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type PriceShiftWindowsGetOneInput = EndpointInput<typeof getOneSchemas>;

/** PUT /PriceShiftWindow/{id} */
const updateSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: updateSchema,
} satisfies EndpointSchemas;
export type PriceShiftWindowsUpdateInput = EndpointInput<typeof updateSchemas>;

/** DELETE /PriceShiftWindow/{id} */
const deleteSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type PriceShiftWindowsDeleteInput = EndpointInput<typeof deleteSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/pos/priceShiftWindows.ts and joined to the routes by the server's registry. */
export interface PriceShiftWindowsActions {
  create: DomainAction<PriceShiftWindowsCreateInput, PriceShiftWindowsResults['create']>;
  update: DomainAction<PriceShiftWindowsUpdateInput, PriceShiftWindowsResults['update']>;
}

export function priceShiftWindowsRoutes(actions: PriceShiftWindowsActions): EndpointRoute[] {
  return [
    {
      resource: 'priceShiftWindows',
      name: 'getList',
      surface: 'pos',
      method: 'GET',
      path: "/PriceShiftWindow/ByVenue/:venueId",
      specPath: "/PriceShiftWindow/ByVenue/{venueId}",
      access: 'read',
      permission: ["pp.pos.poc.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { store: 'list', match: { "venueId": "path:venueId" } },
      returns: 'records',
      error: "Unable to get price shift windows",
    },
    {
      resource: 'priceShiftWindows',
      name: 'create',
      surface: 'pos',
      method: 'POST',
      path: "/PriceShiftWindow/",
      specPath: "/PriceShiftWindow/",
      access: 'write',
      permission: ["pp.pos.venue.edit"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to create price shift window",
    },
    {
      resource: 'priceShiftWindows',
      name: 'getOne',
      surface: 'pos',
      method: 'GET',
      path: "/PriceShiftWindow/:id",
      specPath: "/PriceShiftWindow/{id}",
      access: 'read',
      permission: ["pp.pos.poc.show"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { store: 'get' },
      returns: 'record',
      error: "Unable to get price shift window",
    },
    {
      resource: 'priceShiftWindows',
      name: 'update',
      surface: 'pos',
      method: 'PUT',
      path: "/PriceShiftWindow/:id",
      specPath: "/PriceShiftWindow/{id}",
      access: 'write',
      permission: ["pp.pos.venue.edit"],
      scope: { "venue": ["record", "body:venueId"] },
      id: "path:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update price shift window with id {id}",
    },
    {
      resource: 'priceShiftWindows',
      name: 'delete',
      surface: 'pos',
      method: 'DELETE',
      path: "/PriceShiftWindow/:id",
      specPath: "/PriceShiftWindow/{id}",
      access: 'write',
      permission: ["pp.pos.venue.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { store: 'delete' },
      returns: 'none',
      error: "Unable to delete price shift window",
    },
  ];
}
