// Generated from schema/bookings/venueNotes.ts by `npm run generate`. Do not edit.
/** Venue note: a stored record as the API returns it. */
export interface VenueNoteRecord {
  id: string;
  version: number;
  venueDetailsId: string;
  date: string;
  message: string;
  type?: number | null;
  bookingClosed?: boolean | null;
  deleted: string;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type VenueNoteInput = Omit<VenueNoteRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'deleted'> & { id?: string; version?: number; };
