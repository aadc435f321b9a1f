// Generated from schema/pos/assignedStockProducts.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { AssignedStockProductsResults } from '@/shared/pos/assignedStockProducts';

const editable = {
  venueId: z.string().min(1, 'is required'),
  stockProductId: z.string().min(1, 'is required'),
  storageId: z.string().trim().max(64, 'must be at most 64 characters').nullish(),
  vendorId: z.string().nullish(),
  costPrice: z.number().int('must be an amount in minor units').min(0, 'must be at least 0').nullish(),
  isActive: z.boolean().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const assignedStockProductsResource: ResourceMeta = {
  name: 'assignedStockProducts',
  file: 'schema/pos/assignedStockProducts.ts',
  surface: 'pos',
  table: "assigned_stock_products",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "stockProductId": "reference", "storageId": "text", "vendorId": "reference", "costPrice": "money", "isActive": "boolean" },
  readOnly: [],
  defaults: { "isActive": true },
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** POST /AssignedStockProducts/Assign/{venueId}/{stockProductId} */
const createSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required'), stockProductId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type AssignedStockProductsCreateInput = EndpointInput<typeof createSchemas>;

/** GET /AssignedStockProducts/ByVenue/{venueId} */
const getListSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type AssignedStockProductsGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /AssignedStockProduct/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type AssignedStockProductsGetOneInput = EndpointInput<typeof getOneSchemas>;

/** PUT /AssignedStockProduct/{id} */
const updateSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: updateSchema,
} satisfies EndpointSchemas;
export type AssignedStockProductsUpdateInput = EndpointInput<typeof updateSchemas>;

/** DELETE /AssignedStockProduct/{id} */
const deleteSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type AssignedStockProductsDeleteInput = EndpointInput<typeof deleteSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/pos/assignedStockProducts.ts and joined to the routes by the server's registry. */
export interface AssignedStockProductsActions {
  assign: DomainAction<AssignedStockProductsCreateInput, AssignedStockProductsResults['assign']>;
  listByVenue: DomainAction<AssignedStockProductsGetListInput, AssignedStockProductsResults['listByVenue']>;
  update: DomainAction<AssignedStockProductsUpdateInput, AssignedStockProductsResults['update']>;
}

export function assignedStockProductsRoutes(actions: AssignedStockProductsActions): EndpointRoute[] {
  return [
    {
      resource: 'assignedStockProducts',
      name: 'create',
      surface: 'pos',
      method: 'POST',
      path: "/AssignedStockProducts/Assign/:venueId/:stockProductId",
      specPath: "/AssignedStockProducts/Assign/{venueId}/{stockProductId}",
      access: 'write',
      permission: ["pp.pos.venue.edit"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.assign },
      returns: 'result',
      error: "Unable to assign stock product",
    },
    {
      resource: 'assignedStockProducts',
      name: 'getList',
      surface: 'pos',
      method: 'GET',
      path: "/AssignedStockProducts/ByVenue/:venueId",
      specPath: "/AssignedStockProducts/ByVenue/{venueId}",
      access: 'read',
      permission: ["pp.pos.poc.show", "vp.vp.pim.stockmanagement.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.listByVenue },
      returns: 'result',
      error: "Unable to get assigned stock products",
    },
    {
      resource: 'assignedStockProducts',
      name: 'getOne',
      surface: 'pos',
      method: 'GET',
      path: "/AssignedStockProduct/:id",
      specPath: "/AssignedStockProduct/{id}",
      access: 'read',
      permission: ["pp.pos.poc.show", "vp.vp.pim.stockmanagement.show"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { store: 'get' },
      returns: 'record',
      error: "Unable to get assigned stock product",
    },
    {
      resource: 'assignedStockProducts',
      name: 'update',
      surface: 'pos',
      method: 'PUT',
      path: "/AssignedStockProduct/:id",
      specPath: "/AssignedStockProduct/{id}",
      access: 'write',
      permission: ["pp.pos.venue.edit"],
      scope: { "venue": ["record", "body:venueId"] },
      id: "path:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update assigned stock product with id {id}",
    },
    {
      resource: 'assignedStockProducts',
      name: 'delete',
      surface: 'pos',
      method: 'DELETE',
      path: "/AssignedStockProduct/:id",
      specPath: "/AssignedStockProduct/{id}",
      access: 'write',
      permission: ["pp.pos.venue.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { store: 'delete' },
      returns: 'none',
      error: "Unable to delete assigned stock product with id {id}",
    },
  ];
}
