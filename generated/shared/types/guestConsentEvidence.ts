// Generated from schema/guests/guestConsentEvidence.ts by `npm run generate`. Do not edit.
/** Consent evidence: a stored record as the API returns it. */
export interface GuestConsentEvidenceRecord {
  id: string;
  guestId: string;
  venueId: string;
  country: "dk" | "no" | "fi" | "uk";
  consent: string;
  action: string;
  source: string;
  at: string;
  actorUserId?: string | null;
  actorJob?: string | null;
  legalDocumentId?: string | null;
  legalDocumentRevision?: number | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type GuestConsentEvidenceInput = Omit<GuestConsentEvidenceRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
