// Generated from schema/guests/guestLogs.ts by `npm run generate`. Do not edit.
/** Guest log entry: a stored record as the API returns it. */
export interface GuestLogRecord {
  id: string;
  guestId: string;
  action: string;
  field?: string | null;
  oldValue?: string | null;
  newValue?: string | null;
  source?: string | null;
  venueId?: string | null;
  consent?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type GuestLogInput = Omit<GuestLogRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
