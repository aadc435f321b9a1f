// Generated from schema/guests/guestRetentionRuns.ts by `npm run generate`. Do not edit.
/** Retention run: a stored record as the API returns it. */
export interface GuestRetentionRunRecord {
  id: string;
  country: "dk" | "no" | "fi" | "uk";
  startedAt: string;
  months: number;
  cutoff: string;
  anonymized: number;
  durationMs: number;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type GuestRetentionRunInput = Omit<GuestRetentionRunRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
