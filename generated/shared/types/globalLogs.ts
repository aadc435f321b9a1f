// Generated from schema/guests/globalLogs.ts by `npm run generate`. Do not edit.
/** Global log entry: a stored record as the API returns it. */
export interface GlobalLogRecord {
  id: string;
  guestId: string;
  country: "dk" | "no" | "fi" | "uk";
  venueId?: string | null;
  category: string;
  system: string;
  message: string;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type GlobalLogInput = Omit<GlobalLogRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
