// Generated from schema/guests/guestRequests.ts by `npm run generate`. Do not edit.
/** Data-subject request: a stored record as the API returns it. */
export interface GuestRequestRecord {
  id: string;
  version: number;
  guestId: string;
  country: "dk" | "no" | "fi" | "uk";
  type: "Access" | "Erasure" | "Correction";
  receivedOn: string;
  dueOn: string;
  status: "Open" | "InProgress" | "Done" | "Refused";
  refusalReason?: string | null;
  handledBy?: string | null;
  notes?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type GuestRequestInput = Omit<GuestRequestRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'dueOn'> & { id?: string; version?: number; };
