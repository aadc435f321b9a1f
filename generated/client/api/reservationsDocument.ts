// Generated from schema/bookings/reservationsDocument.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor } from '@/data/kit';

export const reservationsDocumentEndpoints = {
  createPdf: { "resource": "reservationsDocument", "name": "createPdf", "surface": "setup", "method": "POST", "path": "/bookings/create-reservations-pdf", "params": { "venueId": { "in": "header", "from": "activeVenue" } }, "body": "fields", "returns": "file", "error": "Unable to post create-reservations-pdf" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Reservations (setup API). */
export const reservationsDocumentApi = {
  /** POST /bookings/create-reservations-pdf */
  createPdf: (input: { "venueId"?: string; body: { bookingIds: string[]; }; }, options?: CallOptions) =>
    call<Blob>(reservationsDocumentEndpoints.createPdf, input, options),
};
