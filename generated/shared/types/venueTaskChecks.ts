// Generated from schema/venue/venueTaskChecks.ts by `npm run generate`. Do not edit.
/** Task check: a stored record as the API returns it. */
export interface VenueTaskCheckRecord {
  id: string;
  taskId: string;
  venueId: string;
  date: string;
  checkedBy?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type VenueTaskCheckInput = Omit<VenueTaskCheckRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
