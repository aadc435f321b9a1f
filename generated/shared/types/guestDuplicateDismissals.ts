// Generated from schema/guests/guestDuplicateDismissals.ts by `npm run generate`. Do not edit.
/** Dismissed duplicate: a stored record as the API returns it. */
export interface GuestDuplicateDismissalRecord {
  id: string;
  country: "dk" | "no" | "fi" | "uk";
  guestId: string;
  otherGuestId: string;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type GuestDuplicateDismissalInput = Omit<GuestDuplicateDismissalRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
