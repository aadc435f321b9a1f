// Generated from schema/crm/guestSegments.ts by `npm run generate`. Do not edit.
/** Guest segment: a stored record as the API returns it. */
export interface GuestSegmentRecord {
  id: string;
  kind: "label" | "interest";
  name: string;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type GuestSegmentInput = Omit<GuestSegmentRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
