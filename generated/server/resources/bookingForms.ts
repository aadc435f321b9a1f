// Generated from schema/crm/bookingForms.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { BookingFormsResults } from '@/shared/crm/bookingForms';

const editable = {
  formName: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  isActive: z.boolean().nullish(),
  fields: z.array(z.object({ id: z.string().trim().max(64, 'must be at most 64 characters').nullish(), technicalType: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'), label: z.string().trim().max(200, 'must be at most 200 characters').nullish(), required: z.boolean().nullish(), availableOptions: z.array(z.string().trim().max(100, 'must be at most 100 characters')).max(100, 'must have at most 100 items').nullish(), productIds: z.array(z.string()).max(100, 'must have at most 100 items').nullish() })).max(50, 'must have at most 50 items').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const bookingFormsResource: ResourceMeta = {
  name: 'bookingForms',
  file: 'schema/crm/bookingForms.ts',
  surface: 'crm',
  table: "booking_forms",
  versioned: true,
  scope: {},
  columns: { "formName": "text", "isActive": "boolean", "fields": "json" },
  readOnly: [],
  defaults: { "isActive": true },
  search: ["formName"],
  defaultSort: { "field": "formName", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /BookingForms */
const getListSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type BookingFormsGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /BookingForms/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type BookingFormsGetOneInput = EndpointInput<typeof getOneSchemas>;

/** POST /BookingForms */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ formName: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters') }),
} satisfies EndpointSchemas;
export type BookingFormsCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /BookingForms */
const updateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: updateSchema.extend({ id: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type BookingFormsUpdateInput = EndpointInput<typeof updateSchemas>;

/** POST /BookingForms/NewField/{id} */
const newFieldSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ technicalType: z.enum(["GuestFullName", "GuestEmail", "GuestPhone", "GuestBirthdate", "Products", "ProductsSingle", "NumGuests", "ArrivalDate", "GeneralComments", "DynamicText", "DynamicDropdown"]), label: z.string().trim().max(200, 'must be at most 200 characters').nullish(), required: z.boolean().nullish(), availableOptions: z.array(z.string().trim().max(100, 'must be at most 100 characters')).max(100, 'must have at most 100 items').nullish(), productIds: z.array(z.string()).max(100, 'must have at most 100 items').nullish(), version: z.number().int('must be a whole number').nullish() }),
} satisfies EndpointSchemas;
export type BookingFormsNewFieldInput = EndpointInput<typeof newFieldSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/crm/bookingForms.ts and joined to the routes by the server's registry. */
export interface BookingFormsActions {
  listForms: DomainAction<BookingFormsGetListInput, BookingFormsResults['listForms']>;
  getForm: DomainAction<BookingFormsGetOneInput, BookingFormsResults['getForm']>;
  create: DomainAction<BookingFormsCreateInput, BookingFormsResults['create']>;
  update: DomainAction<BookingFormsUpdateInput, BookingFormsResults['update']>;
  newField: DomainAction<BookingFormsNewFieldInput, BookingFormsResults['newField']>;
}

export function bookingFormsRoutes(actions: BookingFormsActions): EndpointRoute[] {
  return [
    {
      resource: 'bookingForms',
      name: 'getList',
      surface: 'crm',
      method: 'GET',
      path: "/BookingForms",
      specPath: "/BookingForms",
      access: 'read',
      permission: ["vp.crm.bookingforms.view"],
      scope: {},
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.listForms },
      returns: 'result',
      error: "Unable to get booking forms",
    },
    {
      resource: 'bookingForms',
      name: 'getOne',
      surface: 'crm',
      method: 'GET',
      path: "/BookingForms/:id",
      specPath: "/BookingForms/{id}",
      access: 'read',
      permission: ["vp.crm.bookingforms.view"],
      scope: {},
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { action: actions.getForm },
      returns: 'result',
      error: "Unable to get booking form",
    },
    {
      resource: 'bookingForms',
      name: 'create',
      surface: 'crm',
      method: 'POST',
      path: "/BookingForms",
      specPath: "/BookingForms",
      access: 'write',
      permission: ["vp.crm.bookingforms.edit"],
      scope: {},
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to create booking form",
    },
    {
      resource: 'bookingForms',
      name: 'update',
      surface: 'crm',
      method: 'PUT',
      path: "/BookingForms",
      specPath: "/BookingForms",
      access: 'write',
      permission: ["vp.crm.bookingforms.edit"],
      scope: {},
      id: "body:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update booking form",
    },
    {
      resource: 'bookingForms',
      name: 'newField',
      surface: 'crm',
      method: 'POST',
      path: "/BookingForms/NewField/:id",
      specPath: "/BookingForms/NewField/{id}",
      access: 'write',
      permission: ["vp.crm.bookingforms.edit"],
      scope: {},
      id: "path:id",
      schemas: newFieldSchemas,
      upload: false,
      handler: { action: actions.newField },
      returns: 'result',
      error: "Unable to add booking form field",
    },
  ];
}
