// Generated from schema/venue/pimStockLocations.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { PimStockLocationsResults } from '@/shared/venue/pimStockLocations';

const editable = {
  venueId: z.string().min(1, 'is required'),
  pimStockLocationType: z.enum(["bar", "backBar", "storage", "cellar", "coldRoom", "kitchen"]),
  name: z.string().trim().max(80, 'must be at most 80 characters').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const pimStockLocationsResource: ResourceMeta = {
  name: 'pimStockLocations',
  file: 'schema/venue/pimStockLocations.ts',
  surface: 'main',
  table: "pim_stock_locations",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "pimStockLocationType": "enum", "name": "text" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "pimStockLocationType", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /PimStockLocations/{venueId} */
const getListSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type PimStockLocationsGetListInput = EndpointInput<typeof getListSchemas>;

/** POST /PimStockLocations/{venueId} */
const createSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ pimStockLocationType: z.enum(["bar", "backBar", "storage", "cellar", "coldRoom", "kitchen"]), name: z.string().trim().max(80, 'must be at most 80 characters').nullish() }),
} satisfies EndpointSchemas;
export type PimStockLocationsCreateInput = EndpointInput<typeof createSchemas>;

/** DELETE /PimStockLocations/{venueId}/{id} */
const removeSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required'), id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type PimStockLocationsRemoveInput = EndpointInput<typeof removeSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/venue/pimStockLocations.ts and joined to the routes by the server's registry. */
export interface PimStockLocationsActions {
  create: DomainAction<PimStockLocationsCreateInput, PimStockLocationsResults['create']>;
  remove: DomainAction<PimStockLocationsRemoveInput, unknown>;
}

export function pimStockLocationsRoutes(actions: PimStockLocationsActions): EndpointRoute[] {
  return [
    {
      resource: 'pimStockLocations',
      name: 'getList',
      surface: 'main',
      method: 'GET',
      path: "/PimStockLocations/:venueId",
      specPath: "/PimStockLocations/{venueId}",
      access: 'read',
      permission: ["vp.vp.pim.stockmanagement.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { store: 'list', match: { "venueId": "path:venueId" } },
      returns: 'records',
      error: "Unable to get PimStockLocations.",
    },
    {
      resource: 'pimStockLocations',
      name: 'create',
      surface: 'main',
      method: 'POST',
      path: "/PimStockLocations/:venueId",
      specPath: "/PimStockLocations/{venueId}",
      access: 'write',
      permission: ["vp.vp.pim.stockmanagement.edit"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to create pim stock location",
    },
    {
      resource: 'pimStockLocations',
      name: 'remove',
      surface: 'main',
      method: 'DELETE',
      path: "/PimStockLocations/:venueId/:id",
      specPath: "/PimStockLocations/{venueId}/{id}",
      access: 'write',
      permission: ["vp.vp.pim.stockmanagement.edit"],
      scope: { "venue": ["path:venueId"] },
      id: "path:id",
      schemas: removeSchemas,
      upload: false,
      handler: { action: actions.remove },
      returns: 'none',
      error: "Unable to delete pim stock location",
    },
  ];
}
