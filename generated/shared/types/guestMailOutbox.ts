// Generated from schema/guests/guestMailOutbox.ts by `npm run generate`. Do not edit.
/** Mail to a guest: a stored record as the API returns it. */
export interface GuestMailOutboxRecord {
  id: string;
  guestId: string;
  venueId?: string | null;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  transport: string;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type GuestMailOutboxInput = Omit<GuestMailOutboxRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
