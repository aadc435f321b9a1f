// Generated from schema/bookings/reservationsDocument.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta, FileResult } from '@/server/kit';

const editable = {
  bookingIds: z.array(z.string().trim()).nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const reservationsDocumentResource: ResourceMeta = {
  name: 'reservationsDocument',
  file: 'schema/bookings/reservationsDocument.ts',
  surface: 'setup',
  table: null,
  versioned: true,
  scope: {},
  columns: { "bookingIds": "json" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** POST /bookings/create-reservations-pdf */
const createPdfSchemas = {
  params: null,
  query: null,
  headers: z.object({ venueid: z.string().min(1, 'is required') }),
  body: z.object({ bookingIds: z.array(z.string().trim().max(64, 'must be at most 64 characters')).max(500, 'must have at most 500 items') }),
} satisfies EndpointSchemas;
export type ReservationsDocumentCreatePdfInput = EndpointInput<typeof createPdfSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/bookings/reservationsDocument.ts and joined to the routes by the server's registry. */
export interface ReservationsDocumentActions {
  createPdf: DomainAction<ReservationsDocumentCreatePdfInput, FileResult>;
}

export function reservationsDocumentRoutes(actions: ReservationsDocumentActions): EndpointRoute[] {
  return [
    {
      resource: 'reservationsDocument',
      name: 'createPdf',
      surface: 'setup',
      method: 'POST',
      path: "/bookings/create-reservations-pdf",
      specPath: "/bookings/create-reservations-pdf",
      access: 'read',
      permission: ["vp.vp.booking.show", "vp.crm.bookingoverview.show"],
      scope: { "venue": ["header:venueId"] },
      id: null,
      schemas: createPdfSchemas,
      upload: false,
      handler: { action: actions.createPdf },
      returns: 'file',
      error: "Unable to post create-reservations-pdf",
    },
  ];
}
