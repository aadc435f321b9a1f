// Generated from schema/pos/posFloorplans.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { PosFloorplansResults } from '@/shared/pos/posFloorplans';

const editable = {
  venueId: z.string().min(1, 'is required'),
  name: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'),
  locationId: z.string().trim().max(64, 'must be at most 64 characters').nullish(),
  width: z.number().int('must be a whole number').min(200, 'must be at least 200').max(2000, 'must be at most 2000').nullish(),
  height: z.number().int('must be a whole number').min(200, 'must be at least 200').max(2000, 'must be at most 2000').nullish(),
  tables: z.array(z.object({ tableId: z.string().trim().max(64, 'must be at most 64 characters').nullish(), name: z.string().trim().min(1, 'is required').max(20, 'must be at most 20 characters'), x: z.number().int('must be a whole number').min(0, 'must be at least 0').max(2000, 'must be at most 2000'), y: z.number().int('must be a whole number').min(0, 'must be at least 0').max(2000, 'must be at most 2000'), width: z.number().int('must be a whole number').min(20, 'must be at least 20').max(600, 'must be at most 600'), height: z.number().int('must be a whole number').min(20, 'must be at least 20').max(600, 'must be at most 600'), shape: z.enum(["rect", "round"]), seats: z.number().int('must be a whole number').min(0, 'must be at least 0').max(50, 'must be at most 50').nullish() })).max(200, 'must have at most 200 items').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const posFloorplansResource: ResourceMeta = {
  name: 'posFloorplans',
  file: 'schema/pos/posFloorplans.ts',
  surface: 'pos',
  table: "pos_floorplans",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "name": "text", "locationId": "text", "width": "number", "height": "number", "tables": "json" },
  readOnly: [],
  defaults: { "width": 800, "height": 500 },
  search: [],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /Floorplan/ByVenue/{venueId} */
const getListSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type PosFloorplansGetListInput = EndpointInput<typeof getListSchemas>;

/** POST /Floorplan */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type PosFloorplansCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /Floorplan/{id} */
const updateSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: updateSchema,
} satisfies EndpointSchemas;
export type PosFloorplansUpdateInput = EndpointInput<typeof updateSchemas>;

/** DELETE /Floorplan/{id} */
const deleteSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type PosFloorplansDeleteInput = EndpointInput<typeof deleteSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/pos/posFloorplans.ts and joined to the routes by the server's registry. */
export interface PosFloorplansActions {
  create: DomainAction<PosFloorplansCreateInput, PosFloorplansResults['create']>;
  update: DomainAction<PosFloorplansUpdateInput, PosFloorplansResults['update']>;
}

export function posFloorplansRoutes(actions: PosFloorplansActions): EndpointRoute[] {
  return [
    {
      resource: 'posFloorplans',
      name: 'getList',
      surface: 'pos',
      method: 'GET',
      path: "/Floorplan/ByVenue/:venueId",
      specPath: "/Floorplan/ByVenue/{venueId}",
      access: 'read',
      permission: ["pp.pos.poc.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { store: 'list', match: { "venueId": "path:venueId" } },
      returns: 'records',
      error: "Unable to get floorplans for venue",
    },
    {
      resource: 'posFloorplans',
      name: 'create',
      surface: 'pos',
      method: 'POST',
      path: "/Floorplan",
      specPath: "/Floorplan",
      access: 'write',
      permission: ["pp.pos.venue.edit"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to create new floorplan.",
    },
    {
      resource: 'posFloorplans',
      name: 'update',
      surface: 'pos',
      method: 'PUT',
      path: "/Floorplan/:id",
      specPath: "/Floorplan/{id}",
      access: 'write',
      permission: ["pp.pos.venue.edit"],
      scope: { "venue": ["record", "body:venueId"] },
      id: "path:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update floorplan",
    },
    {
      resource: 'posFloorplans',
      name: 'delete',
      surface: 'pos',
      method: 'DELETE',
      path: "/Floorplan/:id",
      specPath: "/Floorplan/{id}",
      access: 'write',
      permission: ["pp.pos.venue.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { store: 'delete' },
      returns: 'none',
      error: "Unable to delete floorplan.",
    },
  ];
}
