// Generated from schema/pos/assignedSalesProducts.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { AssignedSalesProductsResults } from '@/shared/pos/assignedSalesProducts';

const editable = {
  venueId: z.string().min(1, 'is required'),
  salesProductId: z.string().min(1, 'is required'),
  prices: z.array(z.object({ priceGroupId: z.string().min(1, 'is required'), price: z.number().int('must be an amount in minor units').min(0, 'must be at least 0') })).max(50, 'must have at most 50 items').nullish(),
  isActive: z.boolean().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const assignedSalesProductsResource: ResourceMeta = {
  name: 'assignedSalesProducts',
  file: 'schema/pos/assignedSalesProducts.ts',
  surface: 'pos',
  table: "assigned_sales_products",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "salesProductId": "reference", "prices": "json", "isActive": "boolean" },
  readOnly: [],
  defaults: { "isActive": true },
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** POST /AssignedSalesProducts/Assign/{venueId}/{salesProductId} */
const createSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required'), salesProductId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type AssignedSalesProductsCreateInput = EndpointInput<typeof createSchemas>;

/** GET /AssignedSalesProducts/ByVenue/{venueId} */
const getListSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type AssignedSalesProductsGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /AssignedSalesProduct/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type AssignedSalesProductsGetOneInput = EndpointInput<typeof getOneSchemas>;

/** PUT /AssignedSalesProduct/{id} */
const updateSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: updateSchema,
} satisfies EndpointSchemas;
export type AssignedSalesProductsUpdateInput = EndpointInput<typeof updateSchemas>;

/** DELETE /AssignedSalesProduct/{id} */
const deleteSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type AssignedSalesProductsDeleteInput = EndpointInput<typeof deleteSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/pos/assignedSalesProducts.ts and joined to the routes by the server's registry. */
export interface AssignedSalesProductsActions {
  assign: DomainAction<AssignedSalesProductsCreateInput, AssignedSalesProductsResults['assign']>;
  listByVenue: DomainAction<AssignedSalesProductsGetListInput, AssignedSalesProductsResults['listByVenue']>;
  update: DomainAction<AssignedSalesProductsUpdateInput, AssignedSalesProductsResults['update']>;
}

export function assignedSalesProductsRoutes(actions: AssignedSalesProductsActions): EndpointRoute[] {
  return [
    {
      resource: 'assignedSalesProducts',
      name: 'create',
      surface: 'pos',
      method: 'POST',
      path: "/AssignedSalesProducts/Assign/:venueId/:salesProductId",
      specPath: "/AssignedSalesProducts/Assign/{venueId}/{salesProductId}",
      access: 'write',
      permission: ["pp.pos.venue.edit"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.assign },
      returns: 'result',
      error: "Unable to assign sales product",
    },
    {
      resource: 'assignedSalesProducts',
      name: 'getList',
      surface: 'pos',
      method: 'GET',
      path: "/AssignedSalesProducts/ByVenue/:venueId",
      specPath: "/AssignedSalesProducts/ByVenue/{venueId}",
      access: 'read',
      permission: ["pp.pos.poc.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.listByVenue },
      returns: 'result',
      error: "Unable to get assigned sales products",
    },
    {
      resource: 'assignedSalesProducts',
      name: 'getOne',
      surface: 'pos',
      method: 'GET',
      path: "/AssignedSalesProduct/:id",
      specPath: "/AssignedSalesProduct/{id}",
      access: 'read',
      permission: ["pp.pos.poc.show"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { store: 'get' },
      returns: 'record',
      error: "Unable to get assigned sales product",
    },
    {
      resource: 'assignedSalesProducts',
      name: 'update',
      surface: 'pos',
      method: 'PUT',
      path: "/AssignedSalesProduct/:id",
      specPath: "/AssignedSalesProduct/{id}",
      access: 'write',
      permission: ["pp.pos.venue.edit"],
      scope: { "venue": ["record", "body:venueId"] },
      id: "path:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update assigned sales product with id {id}",
    },
    {
      resource: 'assignedSalesProducts',
      name: 'delete',
      surface: 'pos',
      method: 'DELETE',
      path: "/AssignedSalesProduct/:id",
      specPath: "/AssignedSalesProduct/{id}",
      access: 'write',
      permission: ["pp.pos.venue.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { store: 'delete' },
      returns: 'none',
      error: "Unable to delete assigned sales product with id {id}",
    },
  ];
}
