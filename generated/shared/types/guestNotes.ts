// Generated from schema/guests/guestNotes.ts by `npm run generate`. Do not edit.
/** Guest note: a stored record as the API returns it. */
export interface GuestNoteRecord {
  id: string;
  guestId: string;
  venueId?: string | null;
  text: string;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type GuestNoteInput = Omit<GuestNoteRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
