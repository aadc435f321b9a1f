import type { StoredRecord } from '../records';

/** What the domain actions of venue notes answer: the contract between `src/server/domain/bookings/venueNotes.ts` and the typed calls. */
export interface VenueNotesResults {
  create: StoredRecord;
  list: {
    deleted: null;
    createdAt: string;
    updatedAt: string;
    created: string;
    createdByName: string | null;
    date: string | null;
    type: number | null;
    message: string | null;
    id: string;
    version: number;
    createdBy: string | null;
    updatedBy: string | null;
    venueDetailsId: string | null;
    bookingClosed: boolean | null;
  }[];
  setBookingClosed: StoredRecord;
}
