// Generated from schema/guests/guestConsentConfirmations.ts by `npm run generate`. Do not edit.
/** Consent confirmation: a stored record as the API returns it. */
export interface GuestConsentConfirmationRecord {
  id: string;
  guestId: string;
  venueId: string;
  country: "dk" | "no" | "fi" | "uk";
  consent: string;
  email: string;
  language: string;
  tokenHash: string;
  expiresAt: string;
  closedAt?: string | null;
  outcome?: string | null;
  legalDocumentId?: string | null;
  legalDocumentRevision?: number | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type GuestConsentConfirmationInput = Omit<GuestConsentConfirmationRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
