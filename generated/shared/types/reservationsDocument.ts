// Generated from schema/bookings/reservationsDocument.ts by `npm run generate`. Do not edit.
/** Reservations: a stored record as the API returns it. */
export interface ReservationsDocumentRecord {
  id: string;
  version: number;
  bookingIds?: string[] | null;
}

/** What a create or update sends. */
export type ReservationsDocumentInput = Omit<ReservationsDocumentRecord, 'id' | 'version'> & { id?: string; version?: number; };
