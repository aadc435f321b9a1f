// Generated from schema/guests/guestRetention.ts by `npm run generate`. Do not edit.
/** Retention schedule: a stored record as the API returns it. */
export interface GuestRetentionRecord {
  id: string;
  version: number;
  country: "dk" | "no" | "fi" | "uk";
  enabled?: boolean | null;
  months: number;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type GuestRetentionInput = Omit<GuestRetentionRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
