// Generated from schema/bookings/bookingEvents.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { BookingEventsResults } from '@/shared/bookings/bookingEvents';
import { dateSchema, datetimeSchema } from '@/shared/validation';

const editable = {
  venueDetailsId: z.string().min(1, 'is required'),
  eventName: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  eventStart: datetimeSchema,
  eventEnd: datetimeSchema,
  description: z.string().trim().max(4000, 'must be at most 4000 characters').nullish(),
  imageLink: z.string().trim().max(500, 'must be at most 500 characters').nullish(),
  venueSetupId: z.string().nullish(),
  venueSectionId: z.string().nullish(),
  type: z.number().int('must be a whole number').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const bookingEventsResource: ResourceMeta = {
  name: 'bookingEvents',
  file: 'schema/bookings/bookingEvents.ts',
  surface: 'setup',
  table: "booking_events",
  versioned: true,
  scope: { "venue": "venueDetailsId" },
  columns: { "venueDetailsId": "reference", "eventName": "text", "eventStart": "datetime", "eventEnd": "datetime", "description": "text", "imageLink": "text", "venueSetupId": "reference", "venueSectionId": "reference", "type": "number", "deleted": "datetime" },
  readOnly: ["deleted"],
  defaults: { "type": 0 },
  search: [],
  defaultSort: { "field": "eventStart", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /events/by-venue/{id} */
const byVenueSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type BookingEventsByVenueInput = EndpointInput<typeof byVenueSchemas>;

/** GET /events */
const getListSchemas = {
  params: null,
  query: z.object({ "venue-details-id": z.string().min(1, 'is required'), "from-date": dateSchema, "to-date": dateSchema }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type BookingEventsGetListInput = EndpointInput<typeof getListSchemas>;

/** POST /events */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type BookingEventsCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /events/{id} */
const updateSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: updateSchema,
} satisfies EndpointSchemas;
export type BookingEventsUpdateInput = EndpointInput<typeof updateSchemas>;

/** DELETE /events/{id} */
const deleteSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type BookingEventsDeleteInput = EndpointInput<typeof deleteSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/bookings/bookingEvents.ts and joined to the routes by the server's registry. */
export interface BookingEventsActions {
  byVenue: DomainAction<BookingEventsByVenueInput, BookingEventsResults['byVenue']>;
  list: DomainAction<BookingEventsGetListInput, BookingEventsResults['list']>;
  create: DomainAction<BookingEventsCreateInput, BookingEventsResults['create']>;
  update: DomainAction<BookingEventsUpdateInput, BookingEventsResults['update']>;
  remove: DomainAction<BookingEventsDeleteInput, BookingEventsResults['remove']>;
}

export function bookingEventsRoutes(actions: BookingEventsActions): EndpointRoute[] {
  return [
    {
      resource: 'bookingEvents',
      name: 'byVenue',
      surface: 'setup',
      method: 'GET',
      path: "/events/by-venue/:id",
      specPath: "/events/by-venue/{id}",
      access: 'read',
      permission: ["vp.vp.booking.show", "vp.crm.bookingoverview.show"],
      scope: { "venue": ["path:id"] },
      id: "path:id",
      schemas: byVenueSchemas,
      upload: false,
      handler: { action: actions.byVenue },
      returns: 'result',
      error: "Unable to get events",
    },
    {
      resource: 'bookingEvents',
      name: 'getList',
      surface: 'setup',
      method: 'GET',
      path: "/events",
      specPath: "/events",
      access: 'read',
      permission: ["vp.vp.booking.show", "vp.crm.bookingoverview.show"],
      scope: { "venue": ["query:venue-details-id"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get events",
    },
    {
      resource: 'bookingEvents',
      name: 'create',
      surface: 'setup',
      method: 'POST',
      path: "/events",
      specPath: "/events",
      access: 'write',
      permission: ["vp.vp.booking.setup"],
      scope: { "venue": ["body:venueDetailsId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to post event",
    },
    {
      resource: 'bookingEvents',
      name: 'update',
      surface: 'setup',
      method: 'PUT',
      path: "/events/:id",
      specPath: "/events/{id}",
      access: 'write',
      permission: ["vp.vp.booking.setup"],
      scope: { "venue": ["record", "body:venueDetailsId"] },
      id: "path:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to put event",
    },
    {
      resource: 'bookingEvents',
      name: 'delete',
      surface: 'setup',
      method: 'DELETE',
      path: "/events/:id",
      specPath: "/events/{id}",
      access: 'write',
      permission: ["vp.vp.booking.setup"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { action: actions.remove },
      returns: 'result',
      error: "Unable to delete event",
    },
  ];
}
