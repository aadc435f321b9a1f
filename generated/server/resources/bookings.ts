// Generated from schema/bookings/bookings.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { BookingsResults } from '@/shared/bookings/bookings';
import { datetimeSchema } from '@/shared/validation';

const editable = {
  venueDetailsId: z.string().min(1, 'is required'),
  venueSetupId: z.string().nullish(),
  venueSectionId: z.string().nullish(),
  venueTableId: z.string().nullish(),
  bookingState: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(7), z.literal(8)]).nullish(),
  arrivalState: z.union([z.literal(0), z.literal(5), z.literal(10), z.literal(12), z.literal(15), z.literal(80), z.literal(90)]).nullish(),
  type: z.number().int('must be a whole number').nullish(),
  guestCount: z.number().int('must be a whole number').min(1, 'must be at least 1').max(1000, 'must be at most 1000').nullish(),
  arrival: datetimeSchema.nullish(),
  departure: datetimeSchema.nullish(),
  customerMessage: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(),
  bookingMessages: z.array(z.object({ message: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(), author: z.string().trim().max(200, 'must be at most 200 characters').nullish(), created: datetimeSchema.nullish() })).max(100, 'must have at most 100 items').nullish(),
  orderLines: z.array(z.object({ name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'), quantity: z.number().int('must be a whole number').min(1, 'must be at least 1').max(1000, 'must be at most 1000'), unitPrice: z.number().int('must be an amount in minor units').min(0, 'must be at least 0'), description: z.string().trim().max(500, 'must be at most 500 characters').nullish(), category: z.string().trim().max(60, 'must be at most 60 characters').nullish() })).max(50, 'must have at most 50 items').nullish(),
  tags: z.array(z.string().trim().max(200, 'must be at most 200 characters')).max(30, 'must have at most 30 items').nullish(),
  caseworker: z.string().trim().max(64, 'must be at most 64 characters').nullish(),
  host: z.string().trim().max(64, 'must be at most 64 characters').nullish(),
  notifyCaseworker: z.boolean().nullish(),
  paymentReceived: z.boolean().nullish(),
  notes: z.array(z.object({ message: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(), created: datetimeSchema.nullish(), createdBy: z.string().trim().max(200, 'must be at most 200 characters').nullish() })).max(100, 'must have at most 100 items').nullish(),
  eventId: z.string().nullish(),
  minimumSpend: z.number().int('must be an amount in minor units').min(0, 'must be at least 0').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const bookingsResource: ResourceMeta = {
  name: 'bookings',
  file: 'schema/bookings/bookings.ts',
  surface: 'bookings',
  table: "bookings",
  versioned: true,
  scope: { "venue": "venueDetailsId" },
  columns: { "venueDetailsId": "reference", "venueSetupId": "reference", "venueSectionId": "reference", "venueTableId": "reference", "bookingState": "enum", "arrivalState": "enum", "type": "number", "guestCount": "number", "arrival": "datetime", "departure": "datetime", "customerMessage": "text", "bookingMessages": "json", "orderLines": "json", "tags": "json", "caseworker": "text", "host": "text", "notifyCaseworker": "boolean", "paymentReceived": "boolean", "notes": "json", "eventId": "reference", "minimumSpend": "money", "bookingCustomerId": "reference", "deleted": "datetime", "arrivals": "json", "changeLog": "json" },
  readOnly: ["bookingCustomerId", "deleted", "arrivals", "changeLog"],
  defaults: { "bookingState": 1, "arrivalState": 0, "type": 0, "notifyCaseworker": false, "paymentReceived": false },
  search: [],
  defaultSort: { "field": "arrival", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /admin/bookings */
const getListSchemas = {
  params: null,
  query: z.object({ "venue-details-id": z.string().min(1, 'is required'), "from-date": z.string().min(1, 'is required'), "to-date": z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type BookingsGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /admin/bookings/requests */
const requestsSchemas = {
  params: null,
  query: z.object({ "venue-details-id": z.string().min(1, 'is required'), "case-worker-id": z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type BookingsRequestsInput = EndpointInput<typeof requestsSchemas>;

/** GET /admin/bookings/bookings-on-deactivated-tables/{venueId} */
const onDeactivatedTablesSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type BookingsOnDeactivatedTablesInput = EndpointInput<typeof onDeactivatedTablesSchemas>;

/** GET /admin/bookings/rejected-requests */
const rejectedRequestsSchemas = {
  params: null,
  query: z.object({ "venue-details-id": z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type BookingsRejectedRequestsInput = EndpointInput<typeof rejectedRequestsSchemas>;

/** GET /admin/bookings/caseworkers */
const caseworkersSchemas = {
  params: null,
  query: null,
  headers: z.object({ venueid: z.string().min(1, 'is required') }),
  body: null,
} satisfies EndpointSchemas;
export type BookingsCaseworkersInput = EndpointInput<typeof caseworkersSchemas>;

/** GET /admin/bookings/hosts */
const hostsSchemas = {
  params: null,
  query: null,
  headers: z.object({ venueid: z.string().min(1, 'is required') }),
  body: null,
} satisfies EndpointSchemas;
export type BookingsHostsInput = EndpointInput<typeof hostsSchemas>;

/** POST /admin/bookings */
const createSchemas = {
  params: null,
  query: z.object({ "accept-soft-warnings": z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).transform((v) => v === 'true').optional()) }),
  headers: null,
  body: z.object({ venueDetailsId: z.string().min(1, 'is required'), venueSetupId: z.string().nullish(), venueSectionId: z.string().nullish(), venueTableId: z.string().nullish(), bookingState: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(7), z.literal(8)]).nullish(), arrivalState: z.union([z.literal(0), z.literal(5), z.literal(10), z.literal(12), z.literal(15), z.literal(80), z.literal(90)]).nullish(), type: z.number().int('must be a whole number').nullish(), guestCount: z.number().int('must be a whole number').min(1, 'must be at least 1').max(1000, 'must be at most 1000').nullish(), arrival: datetimeSchema.nullish(), departure: datetimeSchema.nullish(), customerMessage: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(), bookingMessages: z.array(z.object({ message: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(), author: z.string().trim().max(200, 'must be at most 200 characters').nullish(), created: datetimeSchema.nullish() })).max(100, 'must have at most 100 items').nullish(), orderLines: z.array(z.object({ name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'), quantity: z.number().int('must be a whole number').min(1, 'must be at least 1').max(1000, 'must be at most 1000'), unitPrice: z.number().int('must be an amount in minor units').min(0, 'must be at least 0'), description: z.string().trim().max(500, 'must be at most 500 characters').nullish(), category: z.string().trim().max(60, 'must be at most 60 characters').nullish() })).max(50, 'must have at most 50 items').nullish(), tags: z.array(z.string().trim().max(200, 'must be at most 200 characters')).max(30, 'must have at most 30 items').nullish(), caseworker: z.string().trim().max(64, 'must be at most 64 characters').nullish(), host: z.string().trim().max(64, 'must be at most 64 characters').nullish(), notifyCaseworker: z.boolean().nullish(), paymentReceived: z.boolean().nullish(), notes: z.array(z.object({ message: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(), created: datetimeSchema.nullish(), createdBy: z.string().trim().max(200, 'must be at most 200 characters').nullish() })).max(100, 'must have at most 100 items').nullish(), eventId: z.string().nullish(), minimumSpend: z.number().int('must be an amount in minor units').min(0, 'must be at least 0').nullish(), bookingCustomer: z.object({ name: z.string().trim().max(200, 'must be at most 200 characters').nullish(), phoneNumber: z.string().trim().max(40, 'must be at most 40 characters').nullish(), email: z.string().trim().max(200, 'must be at most 200 characters').nullish() }).nullish() }),
} satisfies EndpointSchemas;
export type BookingsCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /admin/bookings/{id} */
const updateSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: z.object({ "accept-soft-warnings": z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).transform((v) => v === 'true').optional()) }),
  headers: null,
  body: z.object({ venueDetailsId: z.string().min(1, 'is required'), venueSetupId: z.string().nullish(), venueSectionId: z.string().nullish(), venueTableId: z.string().nullish(), bookingState: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(7), z.literal(8)]).nullish(), arrivalState: z.union([z.literal(0), z.literal(5), z.literal(10), z.literal(12), z.literal(15), z.literal(80), z.literal(90)]).nullish(), type: z.number().int('must be a whole number').nullish(), guestCount: z.number().int('must be a whole number').min(1, 'must be at least 1').max(1000, 'must be at most 1000').nullish(), arrival: datetimeSchema.nullish(), departure: datetimeSchema.nullish(), customerMessage: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(), bookingMessages: z.array(z.object({ message: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(), author: z.string().trim().max(200, 'must be at most 200 characters').nullish(), created: datetimeSchema.nullish() })).max(100, 'must have at most 100 items').nullish(), orderLines: z.array(z.object({ name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'), quantity: z.number().int('must be a whole number').min(1, 'must be at least 1').max(1000, 'must be at most 1000'), unitPrice: z.number().int('must be an amount in minor units').min(0, 'must be at least 0'), description: z.string().trim().max(500, 'must be at most 500 characters').nullish(), category: z.string().trim().max(60, 'must be at most 60 characters').nullish() })).max(50, 'must have at most 50 items').nullish(), tags: z.array(z.string().trim().max(200, 'must be at most 200 characters')).max(30, 'must have at most 30 items').nullish(), caseworker: z.string().trim().max(64, 'must be at most 64 characters').nullish(), host: z.string().trim().max(64, 'must be at most 64 characters').nullish(), notifyCaseworker: z.boolean().nullish(), paymentReceived: z.boolean().nullish(), notes: z.array(z.object({ message: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(), created: datetimeSchema.nullish(), createdBy: z.string().trim().max(200, 'must be at most 200 characters').nullish() })).max(100, 'must have at most 100 items').nullish(), eventId: z.string().nullish(), minimumSpend: z.number().int('must be an amount in minor units').min(0, 'must be at least 0').nullish(), bookingCustomer: z.object({ name: z.string().trim().max(200, 'must be at most 200 characters').nullish(), phoneNumber: z.string().trim().max(40, 'must be at most 40 characters').nullish(), email: z.string().trim().max(200, 'must be at most 200 characters').nullish() }).nullish(), version: z.number().int('must be a whole number') }),
} satisfies EndpointSchemas;
export type BookingsUpdateInput = EndpointInput<typeof updateSchemas>;

/** DELETE /admin/bookings/{id} */
const deleteSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type BookingsDeleteInput = EndpointInput<typeof deleteSchemas>;

/** PATCH /admin/bookings/{id}/assign-current-user-as-caseworker/ */
const assignMeSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type BookingsAssignMeInput = EndpointInput<typeof assignMeSchemas>;

/** PATCH /admin/bookings/{id}/unassign-current-user-as-caseworker/ */
const unassignMeSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type BookingsUnassignMeInput = EndpointInput<typeof unassignMeSchemas>;

/** PATCH /admin/bookings/{id}/assign-caseworker/{userId} */
const assignCaseworkerSchemas = {
  params: z.object({ id: z.string().min(1, 'is required'), userId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type BookingsAssignCaseworkerInput = EndpointInput<typeof assignCaseworkerSchemas>;

/** PATCH /admin/bookings/{id}/assign-host/{userId} */
const assignHostSchemas = {
  params: z.object({ id: z.string().min(1, 'is required'), userId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type BookingsAssignHostInput = EndpointInput<typeof assignHostSchemas>;

/** PATCH /admin/bookings/{id}/reject-request */
const rejectRequestSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type BookingsRejectRequestInput = EndpointInput<typeof rejectRequestSchemas>;

/** PATCH /admin/bookings/{id}/reopen-request */
const reopenRequestSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type BookingsReopenRequestInput = EndpointInput<typeof reopenRequestSchemas>;

/** PATCH /admin/bookings/{id}/arrival-state */
const arrivalStateSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ arrivalState: z.union([z.literal(0), z.literal(5), z.literal(10), z.literal(12), z.literal(15), z.literal(80), z.literal(90)]) }),
} satisfies EndpointSchemas;
export type BookingsArrivalStateInput = EndpointInput<typeof arrivalStateSchemas>;

/** PATCH /admin/bookings/{id}/booking-state */
const bookingStateSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ bookingState: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(7), z.literal(8)]) }),
} satisfies EndpointSchemas;
export type BookingsBookingStateInput = EndpointInput<typeof bookingStateSchemas>;

/** PATCH /admin/bookings/{id}/customer */
const customerSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ name: z.string().trim().max(200, 'must be at most 200 characters').nullish(), phoneNumber: z.string().trim().max(40, 'must be at most 40 characters').nullish(), email: z.string().trim().max(200, 'must be at most 200 characters').nullish(), password: z.string().trim().max(200, 'must be at most 200 characters').nullish(), companyName: z.string().trim().max(200, 'must be at most 200 characters').nullish(), vatNo: z.string().trim().max(40, 'must be at most 40 characters').nullish() }),
} satisfies EndpointSchemas;
export type BookingsCustomerInput = EndpointInput<typeof customerSchemas>;

/** PATCH /admin/bookings/{id}/arrived/{numberOfGuests} */
const arrivedSchemas = {
  params: z.object({ numberOfGuests: z.coerce.number().int('must be a whole number'), id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ note: z.string().trim().max(500, 'must be at most 500 characters').nullish() }),
} satisfies EndpointSchemas;
export type BookingsArrivedInput = EndpointInput<typeof arrivedSchemas>;

/** PATCH /admin/bookings/{id}/update-arrived/{arrivalId} */
const updateArrivedSchemas = {
  params: z.object({ id: z.string().min(1, 'is required'), arrivalId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ numPeopleArrived: z.number().int('must be a whole number').min(0, 'must be at least 0').max(1000, 'must be at most 1000'), note: z.string().trim().max(500, 'must be at most 500 characters').nullish() }),
} satisfies EndpointSchemas;
export type BookingsUpdateArrivedInput = EndpointInput<typeof updateArrivedSchemas>;

/** POST /admin/bookings/booking-tags/{bookingId}/{tag} */
const addTagSchemas = {
  params: z.object({ bookingId: z.string().min(1, 'is required'), tag: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type BookingsAddTagInput = EndpointInput<typeof addTagSchemas>;

/** DELETE /admin/bookings/booking-tags/{bookingId}/{tag} */
const removeTagSchemas = {
  params: z.object({ bookingId: z.string().min(1, 'is required'), tag: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type BookingsRemoveTagInput = EndpointInput<typeof removeTagSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/bookings/bookings.ts and joined to the routes by the server's registry. */
export interface BookingsActions {
  listNight: DomainAction<BookingsGetListInput, BookingsResults['listNight']>;
  listRequests: DomainAction<BookingsRequestsInput, BookingsResults['listRequests']>;
  listOnDeactivatedTables: DomainAction<BookingsOnDeactivatedTablesInput, BookingsResults['listOnDeactivatedTables']>;
  listRejected: DomainAction<BookingsRejectedRequestsInput, BookingsResults['listRejected']>;
  caseworkers: DomainAction<BookingsCaseworkersInput, BookingsResults['caseworkers']>;
  hosts: DomainAction<BookingsHostsInput, BookingsResults['hosts']>;
  create: DomainAction<BookingsCreateInput, BookingsResults['create']>;
  update: DomainAction<BookingsUpdateInput, BookingsResults['update']>;
  remove: DomainAction<BookingsDeleteInput, BookingsResults['remove']>;
  assignMe: DomainAction<BookingsAssignMeInput, BookingsResults['assignMe']>;
  unassignMe: DomainAction<BookingsUnassignMeInput, BookingsResults['unassignMe']>;
  assignCaseworker: DomainAction<BookingsAssignCaseworkerInput, BookingsResults['assignCaseworker']>;
  assignHost: DomainAction<BookingsAssignHostInput, BookingsResults['assignHost']>;
  rejectRequest: DomainAction<BookingsRejectRequestInput, BookingsResults['rejectRequest']>;
  reopenRequest: DomainAction<BookingsReopenRequestInput, BookingsResults['reopenRequest']>;
  setArrivalState: DomainAction<BookingsArrivalStateInput, BookingsResults['setArrivalState']>;
  setBookingState: DomainAction<BookingsBookingStateInput, BookingsResults['setBookingState']>;
  setCustomer: DomainAction<BookingsCustomerInput, BookingsResults['setCustomer']>;
  arrived: DomainAction<BookingsArrivedInput, BookingsResults['arrived']>;
  updateArrived: DomainAction<BookingsUpdateArrivedInput, BookingsResults['updateArrived']>;
  addTag: DomainAction<BookingsAddTagInput, BookingsResults['addTag']>;
  removeTag: DomainAction<BookingsRemoveTagInput, BookingsResults['removeTag']>;
}

export function bookingsRoutes(actions: BookingsActions): EndpointRoute[] {
  return [
    {
      resource: 'bookings',
      name: 'getList',
      surface: 'bookings',
      method: 'GET',
      path: "/admin/bookings",
      specPath: "/admin/bookings",
      access: 'read',
      permission: ["vp.vp.booking.show", "vp.crm.bookingoverview.show"],
      scope: { "venue": ["query:venue-details-id"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.listNight },
      returns: 'result',
      error: "Unable to get bookings.",
    },
    {
      resource: 'bookings',
      name: 'requests',
      surface: 'bookings',
      method: 'GET',
      path: "/admin/bookings/requests",
      specPath: "/admin/bookings/requests",
      access: 'read',
      permission: ["vp.vp.booking.show", "vp.crm.bookingoverview.show"],
      scope: { "venue": ["query:venue-details-id"] },
      id: null,
      schemas: requestsSchemas,
      upload: false,
      handler: { action: actions.listRequests },
      returns: 'result',
      error: "Unable to get requests.",
    },
    {
      resource: 'bookings',
      name: 'onDeactivatedTables',
      surface: 'bookings',
      method: 'GET',
      path: "/admin/bookings/bookings-on-deactivated-tables/:venueId",
      specPath: "/admin/bookings/bookings-on-deactivated-tables/{venueId}",
      access: 'read',
      permission: ["vp.vp.booking.show", "vp.crm.bookingoverview.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: onDeactivatedTablesSchemas,
      upload: false,
      handler: { action: actions.listOnDeactivatedTables },
      returns: 'result',
      error: "Unable to get bookings.",
    },
    {
      resource: 'bookings',
      name: 'rejectedRequests',
      surface: 'bookings',
      method: 'GET',
      path: "/admin/bookings/rejected-requests",
      specPath: "/admin/bookings/rejected-requests",
      access: 'read',
      permission: ["vp.vp.booking.show", "vp.crm.bookingoverview.show"],
      scope: { "venue": ["query:venue-details-id"] },
      id: null,
      schemas: rejectedRequestsSchemas,
      upload: false,
      handler: { action: actions.listRejected },
      returns: 'result',
      error: "Unable to get rejected requests.",
    },
    {
      resource: 'bookings',
      name: 'caseworkers',
      surface: 'bookings',
      method: 'GET',
      path: "/admin/bookings/caseworkers",
      specPath: "/admin/bookings/caseworkers",
      access: 'read',
      permission: ["vp.vp.booking.show", "vp.crm.bookingoverview.show"],
      scope: { "venue": ["header:venueId"] },
      id: null,
      schemas: caseworkersSchemas,
      upload: false,
      handler: { action: actions.caseworkers },
      returns: 'result',
      error: "Unable to get caseworkers.",
    },
    {
      resource: 'bookings',
      name: 'hosts',
      surface: 'bookings',
      method: 'GET',
      path: "/admin/bookings/hosts",
      specPath: "/admin/bookings/hosts",
      access: 'read',
      permission: ["vp.vp.booking.show", "vp.crm.bookingoverview.show"],
      scope: { "venue": ["header:venueId"] },
      id: null,
      schemas: hostsSchemas,
      upload: false,
      handler: { action: actions.hosts },
      returns: 'result',
      error: "Unable to get hosts.",
    },
    {
      resource: 'bookings',
      name: 'create',
      surface: 'bookings',
      method: 'POST',
      path: "/admin/bookings",
      specPath: "/admin/bookings",
      access: 'write',
      permission: ["vp.vp.booking.edit", "vp.crm.bookingoverview.edit"],
      scope: { "venue": ["body:venueDetailsId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to post booking.",
    },
    {
      resource: 'bookings',
      name: 'update',
      surface: 'bookings',
      method: 'PUT',
      path: "/admin/bookings/:id",
      specPath: "/admin/bookings/{id}",
      access: 'write',
      permission: ["vp.vp.booking.edit", "vp.crm.bookingoverview.edit"],
      scope: { "venue": ["record", "body:venueDetailsId"] },
      id: "path:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to put booking.",
    },
    {
      resource: 'bookings',
      name: 'delete',
      surface: 'bookings',
      method: 'DELETE',
      path: "/admin/bookings/:id",
      specPath: "/admin/bookings/{id}",
      access: 'write',
      permission: ["vp.vp.booking.edit", "vp.crm.bookingoverview.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { action: actions.remove },
      returns: 'result',
      error: "Unable to delete booking.",
    },
    {
      resource: 'bookings',
      name: 'assignMe',
      surface: 'bookings',
      method: 'PATCH',
      path: "/admin/bookings/:id/assign-current-user-as-caseworker/",
      specPath: "/admin/bookings/{id}/assign-current-user-as-caseworker/",
      access: 'write',
      permission: ["vp.vp.booking.edit", "vp.crm.bookingoverview.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: assignMeSchemas,
      upload: false,
      handler: { action: actions.assignMe },
      returns: 'result',
      error: "Unable to assign caseworker.",
    },
    {
      resource: 'bookings',
      name: 'unassignMe',
      surface: 'bookings',
      method: 'PATCH',
      path: "/admin/bookings/:id/unassign-current-user-as-caseworker/",
      specPath: "/admin/bookings/{id}/unassign-current-user-as-caseworker/",
      access: 'write',
      permission: ["vp.vp.booking.edit", "vp.crm.bookingoverview.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: unassignMeSchemas,
      upload: false,
      handler: { action: actions.unassignMe },
      returns: 'result',
      error: "Unable to unassign caseworker.",
    },
    {
      resource: 'bookings',
      name: 'assignCaseworker',
      surface: 'bookings',
      method: 'PATCH',
      path: "/admin/bookings/:id/assign-caseworker/:userId",
      specPath: "/admin/bookings/{id}/assign-caseworker/{userId}",
      access: 'write',
      permission: ["vp.vp.booking.edit", "vp.crm.bookingoverview.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: assignCaseworkerSchemas,
      upload: false,
      handler: { action: actions.assignCaseworker },
      returns: 'result',
      error: "Unable to assign caseworker.",
    },
    {
      resource: 'bookings',
      name: 'assignHost',
      surface: 'bookings',
      method: 'PATCH',
      path: "/admin/bookings/:id/assign-host/:userId",
      specPath: "/admin/bookings/{id}/assign-host/{userId}",
      access: 'write',
      permission: ["vp.vp.booking.edit", "vp.crm.bookingoverview.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: assignHostSchemas,
      upload: false,
      handler: { action: actions.assignHost },
      returns: 'result',
      error: "Unable to assign host.",
    },
    {
      resource: 'bookings',
      name: 'rejectRequest',
      surface: 'bookings',
      method: 'PATCH',
      path: "/admin/bookings/:id/reject-request",
      specPath: "/admin/bookings/{id}/reject-request",
      access: 'write',
      permission: ["vp.vp.booking.edit", "vp.crm.bookingoverview.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: rejectRequestSchemas,
      upload: false,
      handler: { action: actions.rejectRequest },
      returns: 'result',
      error: "Unable to patch booking to reject request.",
    },
    {
      resource: 'bookings',
      name: 'reopenRequest',
      surface: 'bookings',
      method: 'PATCH',
      path: "/admin/bookings/:id/reopen-request",
      specPath: "/admin/bookings/{id}/reopen-request",
      access: 'write',
      permission: ["vp.vp.booking.edit", "vp.crm.bookingoverview.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: reopenRequestSchemas,
      upload: false,
      handler: { action: actions.reopenRequest },
      returns: 'result',
      error: "Unable to patch booking to reopen request.",
    },
    {
      resource: 'bookings',
      name: 'arrivalState',
      surface: 'bookings',
      method: 'PATCH',
      path: "/admin/bookings/:id/arrival-state",
      specPath: "/admin/bookings/{id}/arrival-state",
      access: 'write',
      permission: ["vp.vp.booking.arrive", "vp.crm.bookingoverview.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: arrivalStateSchemas,
      upload: false,
      handler: { action: actions.setArrivalState },
      returns: 'result',
      error: "Unable to patch arrival state.",
    },
    {
      resource: 'bookings',
      name: 'bookingState',
      surface: 'bookings',
      method: 'PATCH',
      path: "/admin/bookings/:id/booking-state",
      specPath: "/admin/bookings/{id}/booking-state",
      access: 'write',
      permission: ["vp.vp.booking.edit", "vp.crm.bookingoverview.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: bookingStateSchemas,
      upload: false,
      handler: { action: actions.setBookingState },
      returns: 'result',
      error: "Unable to patch booking state.",
    },
    {
      resource: 'bookings',
      name: 'customer',
      surface: 'bookings',
      method: 'PATCH',
      path: "/admin/bookings/:id/customer",
      specPath: "/admin/bookings/{id}/customer",
      access: 'write',
      permission: ["vp.vp.booking.edit", "vp.crm.bookingoverview.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: customerSchemas,
      upload: false,
      handler: { action: actions.setCustomer },
      returns: 'result',
      error: "Unable to patch booking customer.",
    },
    {
      resource: 'bookings',
      name: 'arrived',
      surface: 'bookings',
      method: 'PATCH',
      path: "/admin/bookings/:id/arrived/:numberOfGuests",
      specPath: "/admin/bookings/{id}/arrived/{numberOfGuests}",
      access: 'write',
      permission: ["vp.vp.booking.arrive", "vp.crm.bookingoverview.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: arrivedSchemas,
      upload: false,
      handler: { action: actions.arrived },
      returns: 'result',
      error: "Unable to patch booking arrival.",
    },
    {
      resource: 'bookings',
      name: 'updateArrived',
      surface: 'bookings',
      method: 'PATCH',
      path: "/admin/bookings/:id/update-arrived/:arrivalId",
      specPath: "/admin/bookings/{id}/update-arrived/{arrivalId}",
      access: 'write',
      permission: ["vp.vp.booking.arrive", "vp.crm.bookingoverview.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: updateArrivedSchemas,
      upload: false,
      handler: { action: actions.updateArrived },
      returns: 'result',
      error: "Unable to patch booking items arrival count.",
    },
    {
      resource: 'bookings',
      name: 'addTag',
      surface: 'bookings',
      method: 'POST',
      path: "/admin/bookings/booking-tags/:bookingId/:tag",
      specPath: "/admin/bookings/booking-tags/{bookingId}/{tag}",
      access: 'write',
      permission: ["vp.vp.booking.edit", "vp.crm.bookingoverview.edit"],
      scope: { "venue": ["record"] },
      id: "path:bookingId",
      schemas: addTagSchemas,
      upload: false,
      handler: { action: actions.addTag },
      returns: 'result',
      error: "Unable to post booking tag.",
    },
    {
      resource: 'bookings',
      name: 'removeTag',
      surface: 'bookings',
      method: 'DELETE',
      path: "/admin/bookings/booking-tags/:bookingId/:tag",
      specPath: "/admin/bookings/booking-tags/{bookingId}/{tag}",
      access: 'write',
      permission: ["vp.vp.booking.edit", "vp.crm.bookingoverview.edit"],
      scope: { "venue": ["record"] },
      id: "path:bookingId",
      schemas: removeTagSchemas,
      upload: false,
      handler: { action: actions.removeTag },
      returns: 'result',
      error: "Unable to delete booking tag.",
    },
  ];
}
