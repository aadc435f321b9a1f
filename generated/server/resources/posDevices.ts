// Generated from schema/pos/posDevices.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { PosDevicesResults } from '@/shared/pos/posDevices';

const editable = {
  venueId: z.string().min(1, 'is required'),
  name: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'),
  locationId: z.string().trim().min(1, 'is required'),
  mustRequestTip: z.boolean().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const posDevicesResource: ResourceMeta = {
  name: 'posDevices',
  file: 'schema/pos/posDevices.ts',
  surface: 'pos',
  table: "pos_devices",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "name": "text", "locationId": "text", "mustRequestTip": "boolean" },
  readOnly: [],
  defaults: { "mustRequestTip": false },
  search: [],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /PosDevices/ByVenue/{venueId} */
const getListSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type PosDevicesGetListInput = EndpointInput<typeof getListSchemas>;

/** POST /PosDevices/{venueId} */
const createSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ name: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'), locationId: z.string().trim().min(1, 'is required'), mustRequestTip: z.boolean().nullish() }),
} satisfies EndpointSchemas;
export type PosDevicesCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /PosDevices/{terminalId} */
const updateSchemas = {
  params: z.object({ terminalId: z.string().min(1, 'is required') }),
  query: z.object({ venueId: z.string().min(1, 'is required') }),
  headers: null,
  body: z.object({ name: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'), locationId: z.string().trim().min(1, 'is required'), mustRequestTip: z.boolean().nullish(), version: z.number().int('must be a whole number').nullish() }),
} satisfies EndpointSchemas;
export type PosDevicesUpdateInput = EndpointInput<typeof updateSchemas>;

/** DELETE /PosDevices/{id} */
const deleteSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type PosDevicesDeleteInput = EndpointInput<typeof deleteSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/pos/posDevices.ts and joined to the routes by the server's registry. */
export interface PosDevicesActions {
  create: DomainAction<PosDevicesCreateInput, PosDevicesResults['create']>;
  update: DomainAction<PosDevicesUpdateInput, PosDevicesResults['update']>;
}

export function posDevicesRoutes(actions: PosDevicesActions): EndpointRoute[] {
  return [
    {
      resource: 'posDevices',
      name: 'getList',
      surface: 'pos',
      method: 'GET',
      path: "/PosDevices/ByVenue/:venueId",
      specPath: "/PosDevices/ByVenue/{venueId}",
      access: 'read',
      permission: ["pp.pos.poc.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { store: 'list', match: { "venueId": "path:venueId" } },
      returns: 'records',
      error: "Unable to get terminals",
    },
    {
      resource: 'posDevices',
      name: 'create',
      surface: 'pos',
      method: 'POST',
      path: "/PosDevices/:venueId",
      specPath: "/PosDevices/{venueId}",
      access: 'write',
      permission: ["pp.pos.poc.edit"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to create terminal",
    },
    {
      resource: 'posDevices',
      name: 'update',
      surface: 'pos',
      method: 'PUT',
      path: "/PosDevices/:terminalId",
      specPath: "/PosDevices/{terminalId}",
      access: 'write',
      permission: ["pp.pos.poc.edit"],
      scope: { "venue": ["record", "query:venueId"] },
      id: "path:terminalId",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update terminal",
    },
    {
      resource: 'posDevices',
      name: 'delete',
      surface: 'pos',
      method: 'DELETE',
      path: "/PosDevices/:id",
      specPath: "/PosDevices/{id}",
      access: 'write',
      permission: ["pp.pos.poc.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { store: 'delete' },
      returns: 'none',
      error: "Unable to delete terminal",
    },
  ];
}
