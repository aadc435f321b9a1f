// Generated from schema/guests/guestDuplicates.ts by `npm run generate`. Do not edit.
/** Possible duplicate: a stored record as the API returns it. */
export interface GuestDuplicateRecord {
  id: string;
  country: "dk" | "no" | "fi" | "uk";
  guestId: string;
  otherGuestId: string;
  score: number;
  reasons?: Record<string, unknown> | null;
  runId?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type GuestDuplicateInput = Omit<GuestDuplicateRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
