// Generated from schema/guests/guestAccessLogs.ts by `npm run generate`. Do not edit.
/** Guest access log entry: a stored record as the API returns it. */
export interface GuestAccessLogRecord {
  id: string;
  guestId: string;
  action: string;
  actorUserId?: string | null;
  job?: string | null;
  reason?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type GuestAccessLogInput = Omit<GuestAccessLogRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
