// Generated from schema/guests/guestProfileMerges.ts by `npm run generate`. Do not edit.
/** Guest merge: a stored record as the API returns it. */
export interface GuestProfileMergeRecord {
  id: string;
  country: "dk" | "no" | "fi" | "uk";
  keptGuestId: string;
  removedGuestId: string;
  fieldsFromRemoved?: string[] | null;
  keptVersionAfter: number;
  undo?: Record<string, unknown> | null;
  undoneAt?: string | null;
  undoneBy?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type GuestProfileMergeInput = Omit<GuestProfileMergeRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
