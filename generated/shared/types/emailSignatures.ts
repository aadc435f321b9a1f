// Generated from schema/crm/emailSignatures.ts by `npm run generate`. Do not edit.
/** Email signature: a stored record as the API returns it. */
export interface EmailSignatureRecord {
  id: string;
  version: number;
  venueId: string;
  html: string;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type EmailSignatureInput = Omit<EmailSignatureRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
