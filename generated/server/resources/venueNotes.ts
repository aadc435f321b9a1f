// Generated from schema/bookings/venueNotes.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { VenueNotesResults } from '@/shared/bookings/venueNotes';
import { dateSchema } from '@/shared/validation';

const editable = {
  venueDetailsId: z.string().min(1, 'is required'),
  date: dateSchema,
  message: z.string().trim().min(1, 'is required').max(2000, 'must be at most 2000 characters'),
  type: z.number().int('must be a whole number').nullish(),
  bookingClosed: z.boolean().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const venueNotesResource: ResourceMeta = {
  name: 'venueNotes',
  file: 'schema/bookings/venueNotes.ts',
  surface: 'setup',
  table: "venue_notes",
  versioned: true,
  scope: { "venue": "venueDetailsId" },
  columns: { "venueDetailsId": "reference", "date": "date", "message": "text", "type": "number", "bookingClosed": "boolean", "deleted": "datetime" },
  readOnly: ["deleted"],
  defaults: { "type": 0, "bookingClosed": false },
  search: [],
  defaultSort: { "field": "date", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** POST /venue-notes */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type VenueNotesCreateInput = EndpointInput<typeof createSchemas>;

/** GET /venue-notes */
const getListSchemas = {
  params: null,
  query: z.object({ "venue-details-id": z.string().min(1, 'is required'), "from-date": dateSchema, "to-date": dateSchema }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueNotesGetListInput = EndpointInput<typeof getListSchemas>;

/** PATCH /venue-notes/update-booking-closed */
const updateBookingClosedSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ id: z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters'), bookingClosed: z.boolean() }),
} satisfies EndpointSchemas;
export type VenueNotesUpdateBookingClosedInput = EndpointInput<typeof updateBookingClosedSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/bookings/venueNotes.ts and joined to the routes by the server's registry. */
export interface VenueNotesActions {
  create: DomainAction<VenueNotesCreateInput, VenueNotesResults['create']>;
  list: DomainAction<VenueNotesGetListInput, VenueNotesResults['list']>;
  setBookingClosed: DomainAction<VenueNotesUpdateBookingClosedInput, VenueNotesResults['setBookingClosed']>;
}

export function venueNotesRoutes(actions: VenueNotesActions): EndpointRoute[] {
  return [
    {
      resource: 'venueNotes',
      name: 'create',
      surface: 'setup',
      method: 'POST',
      path: "/venue-notes",
      specPath: "/venue-notes",
      access: 'write',
      permission: ["vp.vp.booking.notes", "vp.crm.bookingoverview.edit"],
      scope: { "venue": ["body:venueDetailsId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to create a note",
    },
    {
      resource: 'venueNotes',
      name: 'getList',
      surface: 'setup',
      method: 'GET',
      path: "/venue-notes",
      specPath: "/venue-notes",
      access: 'read',
      permission: ["vp.vp.booking.show", "vp.crm.bookingoverview.show"],
      scope: { "venue": ["query:venue-details-id"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get VenueNotes",
    },
    {
      resource: 'venueNotes',
      name: 'updateBookingClosed',
      surface: 'setup',
      method: 'PATCH',
      path: "/venue-notes/update-booking-closed",
      specPath: "/venue-notes/update-booking-closed",
      access: 'write',
      permission: ["vp.vp.booking.edit", "vp.crm.bookingoverview.edit"],
      scope: { "venue": ["record"] },
      id: "body:id",
      schemas: updateBookingClosedSchemas,
      upload: false,
      handler: { action: actions.setBookingClosed },
      returns: 'result',
      error: "Unable to patch the venue closed note",
    },
  ];
}
