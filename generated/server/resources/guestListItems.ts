// Generated from schema/bookings/guestListItems.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { GuestListItemsResults } from '@/shared/bookings/guestListItems';
import { dateSchema } from '@/shared/validation';

const editable = {
  venueDetailsId: z.string().min(1, 'is required'),
  date: dateSchema,
  fullName: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  email: z.union([z.literal(''), z.string().trim().max(200, 'must be at most 200 characters').pipe(z.email('must be an email address'))]).nullish(),
  phoneNumber: z.string().trim().max(40, 'must be at most 40 characters').nullish(),
  guestCount: z.number().int('must be a whole number').min(1, 'must be at least 1').max(500, 'must be at most 500').nullish(),
  note: z.string().trim().max(1000, 'must be at most 1000 characters').nullish(),
  rejectionNote: z.string().trim().max(1000, 'must be at most 1000 characters').nullish(),
  type: z.number().int('must be a whole number').nullish(),
  guestProfileId: z.string().trim().max(64, 'must be at most 64 characters').nullish(),
  requestState: z.union([z.literal(0), z.literal(10), z.literal(20)]).nullish(),
  arrivalState: z.union([z.literal(0), z.literal(10), z.literal(20), z.literal(40)]).nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const guestListItemsResource: ResourceMeta = {
  name: 'guestListItems',
  file: 'schema/bookings/guestListItems.ts',
  surface: 'setup',
  table: "guest_list_items",
  versioned: true,
  scope: { "venue": "venueDetailsId" },
  columns: { "venueDetailsId": "reference", "date": "date", "fullName": "text", "email": "text", "phoneNumber": "text", "guestCount": "number", "note": "text", "rejectionNote": "text", "type": "number", "guestProfileId": "text", "requestState": "enum", "arrivalState": "enum", "deleted": "datetime", "arrivals": "json" },
  readOnly: ["deleted", "arrivals"],
  defaults: { "guestCount": 1, "type": 0, "requestState": 0, "arrivalState": 0 },
  search: [],
  defaultSort: { "field": "fullName", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** POST /guest-list-items */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type GuestListItemsCreateInput = EndpointInput<typeof createSchemas>;

/** GET /guest-list-items */
const getListSchemas = {
  params: null,
  query: z.object({ "venue-details-id": z.string().min(1, 'is required'), "from-date": dateSchema, "to-date": dateSchema }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestListItemsGetListInput = EndpointInput<typeof getListSchemas>;

/** PUT /guest-list-items/{id} */
const updateSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: updateSchema,
} satisfies EndpointSchemas;
export type GuestListItemsUpdateInput = EndpointInput<typeof updateSchemas>;

/** PATCH /guest-list-items/{id} */
const setArrivalStateSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ arrivalState: z.union([z.literal(0), z.literal(10), z.literal(20), z.literal(40)]), rejectionNote: z.string().trim().max(1000, 'must be at most 1000 characters').nullish() }),
} satisfies EndpointSchemas;
export type GuestListItemsSetArrivalStateInput = EndpointInput<typeof setArrivalStateSchemas>;

/** PATCH /guest-list-items/{id}/arrived/{numberOfGuests} */
const arrivedSchemas = {
  params: z.object({ numberOfGuests: z.coerce.number().int('must be a whole number'), id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ note: z.string().trim().max(500, 'must be at most 500 characters').nullish() }),
} satisfies EndpointSchemas;
export type GuestListItemsArrivedInput = EndpointInput<typeof arrivedSchemas>;

/** PATCH /guest-list-items/{id}/update-arrived/{arrivalId} */
const updateArrivedSchemas = {
  params: z.object({ id: z.string().min(1, 'is required'), arrivalId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ numPeopleArrived: z.number().int('must be a whole number').min(0, 'must be at least 0').max(500, 'must be at most 500'), note: z.string().trim().max(500, 'must be at most 500 characters').nullish() }),
} satisfies EndpointSchemas;
export type GuestListItemsUpdateArrivedInput = EndpointInput<typeof updateArrivedSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/bookings/guestListItems.ts and joined to the routes by the server's registry. */
export interface GuestListItemsActions {
  create: DomainAction<GuestListItemsCreateInput, GuestListItemsResults['create']>;
  list: DomainAction<GuestListItemsGetListInput, GuestListItemsResults['list']>;
  update: DomainAction<GuestListItemsUpdateInput, GuestListItemsResults['update']>;
  setArrivalState: DomainAction<GuestListItemsSetArrivalStateInput, GuestListItemsResults['setArrivalState']>;
  arrived: DomainAction<GuestListItemsArrivedInput, GuestListItemsResults['arrived']>;
  updateArrived: DomainAction<GuestListItemsUpdateArrivedInput, GuestListItemsResults['updateArrived']>;
}

export function guestListItemsRoutes(actions: GuestListItemsActions): EndpointRoute[] {
  return [
    {
      resource: 'guestListItems',
      name: 'create',
      surface: 'setup',
      method: 'POST',
      path: "/guest-list-items",
      specPath: "/guest-list-items",
      access: 'write',
      permission: ["vp.vp.booking.edit", "vp.crm.bookingoverview.edit"],
      scope: { "venue": ["body:venueDetailsId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to create a guest list item",
    },
    {
      resource: 'guestListItems',
      name: 'getList',
      surface: 'setup',
      method: 'GET',
      path: "/guest-list-items",
      specPath: "/guest-list-items",
      access: 'read',
      permission: ["vp.vp.booking.show", "vp.crm.bookingoverview.show"],
      scope: { "venue": ["query:venue-details-id"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get guest list items",
    },
    {
      resource: 'guestListItems',
      name: 'update',
      surface: 'setup',
      method: 'PUT',
      path: "/guest-list-items/:id",
      specPath: "/guest-list-items/{id}",
      access: 'write',
      permission: ["vp.vp.booking.edit", "vp.crm.bookingoverview.edit"],
      scope: { "venue": ["record", "body:venueDetailsId"] },
      id: "path:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update a guest list item",
    },
    {
      resource: 'guestListItems',
      name: 'setArrivalState',
      surface: 'setup',
      method: 'PATCH',
      path: "/guest-list-items/:id",
      specPath: "/guest-list-items/{id}",
      access: 'write',
      permission: ["vp.vp.booking.arrive", "vp.crm.bookingoverview.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: setArrivalStateSchemas,
      upload: false,
      handler: { action: actions.setArrivalState },
      returns: 'result',
      error: "Unable to patch guest list item",
    },
    {
      resource: 'guestListItems',
      name: 'arrived',
      surface: 'setup',
      method: 'PATCH',
      path: "/guest-list-items/:id/arrived/:numberOfGuests",
      specPath: "/guest-list-items/{id}/arrived/{numberOfGuests}",
      access: 'write',
      permission: ["vp.vp.booking.arrive", "vp.crm.bookingoverview.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: arrivedSchemas,
      upload: false,
      handler: { action: actions.arrived },
      returns: 'result',
      error: "Unable to patch guest list item arrival",
    },
    {
      resource: 'guestListItems',
      name: 'updateArrived',
      surface: 'setup',
      method: 'PATCH',
      path: "/guest-list-items/:id/update-arrived/:arrivalId",
      specPath: "/guest-list-items/{id}/update-arrived/{arrivalId}",
      access: 'write',
      permission: ["vp.vp.booking.arrive", "vp.crm.bookingoverview.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: updateArrivedSchemas,
      upload: false,
      handler: { action: actions.updateArrived },
      returns: 'result',
      error: "Unable to patch guest list item arrival count",
    },
  ];
}
