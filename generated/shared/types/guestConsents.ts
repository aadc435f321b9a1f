// Generated from schema/guests/guestConsents.ts by `npm run generate`. Do not edit.
/** Guest consent: a stored record as the API returns it. */
export interface GuestConsentRecord {
  id: string;
  guestId: string;
  venueId: string;
  country: "dk" | "no" | "fi" | "uk";
  consent: string;
  source?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type GuestConsentInput = Omit<GuestConsentRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
