// Generated from schema/bookings/guestListItems.ts by `npm run generate`. Do not edit.
/** Guest list entry: a stored record as the API returns it. */
export interface GuestListItemRecord {
  id: string;
  version: number;
  venueDetailsId: string;
  date: string;
  fullName: string;
  email?: string | null;
  phoneNumber?: string | null;
  guestCount?: number | null;
  note?: string | null;
  rejectionNote?: string | null;
  type?: number | null;
  guestProfileId?: string | null;
  requestState?: 0 | 10 | 20 | null;
  arrivalState?: 0 | 10 | 20 | 40 | null;
  deleted: string;
  arrivals: Array<{ id?: string | null; numberOfGuests?: number | null; note?: string | null; created?: string | null; createdBy?: string | null; }>;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type GuestListItemInput = Omit<GuestListItemRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'deleted' | 'arrivals'> & { id?: string; version?: number; };
