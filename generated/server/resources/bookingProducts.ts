// Generated from schema/crm/bookingProducts.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';

const editable = {
  productName: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  description: z.string().trim().max(1000, 'must be at most 1000 characters').nullish(),
  country: z.enum(["dk", "no", "fi", "uk"]),
  price: z.number().int('must be an amount in minor units').min(0, 'must be at least 0').nullish(),
  isActive: z.boolean().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const bookingProductsResource: ResourceMeta = {
  name: 'bookingProducts',
  file: 'schema/crm/bookingProducts.ts',
  surface: 'crm',
  table: "booking_products",
  versioned: true,
  scope: {},
  columns: { "productName": "text", "description": "text", "country": "enum", "price": "money", "isActive": "boolean" },
  readOnly: [],
  defaults: { "country": "dk", "isActive": true },
  search: ["productName"],
  defaultSort: { "field": "productName", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /BookingFormProducts */
const getListSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type BookingProductsGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /BookingFormProducts/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type BookingProductsGetOneInput = EndpointInput<typeof getOneSchemas>;

/** POST /BookingFormProducts */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type BookingProductsCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /BookingFormProducts */
const updateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: updateSchema.extend({ id: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type BookingProductsUpdateInput = EndpointInput<typeof updateSchemas>;

/** DELETE /BookingFormProducts/{id} */
const deleteSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type BookingProductsDeleteInput = EndpointInput<typeof deleteSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/crm/bookingProducts.ts and joined to the routes by the server's registry. */
export interface BookingProductsActions {
  remove: DomainAction<BookingProductsDeleteInput, unknown>;
}

export function bookingProductsRoutes(actions: BookingProductsActions): EndpointRoute[] {
  return [
    {
      resource: 'bookingProducts',
      name: 'getList',
      surface: 'crm',
      method: 'GET',
      path: "/BookingFormProducts",
      specPath: "/BookingFormProducts",
      access: 'read',
      permission: ["vp.crm.bookingproducts.view"],
      scope: {},
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { store: 'list', match: {} },
      returns: 'records',
      error: "Unable to get booking products",
    },
    {
      resource: 'bookingProducts',
      name: 'getOne',
      surface: 'crm',
      method: 'GET',
      path: "/BookingFormProducts/:id",
      specPath: "/BookingFormProducts/{id}",
      access: 'read',
      permission: ["vp.crm.bookingproducts.view"],
      scope: {},
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { store: 'get' },
      returns: 'record',
      error: "Unable to get booking product",
    },
    {
      resource: 'bookingProducts',
      name: 'create',
      surface: 'crm',
      method: 'POST',
      path: "/BookingFormProducts",
      specPath: "/BookingFormProducts",
      access: 'write',
      permission: ["vp.crm.bookingproducts.edit"],
      scope: {},
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { store: 'create' },
      returns: 'record',
      error: "Unable to create new booking product",
    },
    {
      resource: 'bookingProducts',
      name: 'update',
      surface: 'crm',
      method: 'PUT',
      path: "/BookingFormProducts",
      specPath: "/BookingFormProducts",
      access: 'write',
      permission: ["vp.crm.bookingproducts.edit"],
      scope: {},
      id: "body:id",
      schemas: updateSchemas,
      upload: false,
      handler: { store: 'update' },
      returns: 'record',
      error: "Unable to update booking product",
    },
    {
      resource: 'bookingProducts',
      name: 'delete',
      surface: 'crm',
      method: 'DELETE',
      path: "/BookingFormProducts/:id",
      specPath: "/BookingFormProducts/{id}",
      access: 'write',
      permission: ["vp.crm.bookingproducts.edit"],
      scope: {},
      id: "path:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { action: actions.remove },
      returns: 'none',
      error: "Unable to delete booking product",
    },
  ];
}
