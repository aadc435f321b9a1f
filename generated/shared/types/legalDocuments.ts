// Generated from schema/crm/legalDocuments.ts by `npm run generate`. Do not edit.
/** Legal document: a stored record as the API returns it. */
export interface LegalDocumentRecord {
  id: string;
  version: number;
  name: string;
  type: "PrivacyPolicy" | "TermsAndConditions" | "CookiePolicy" | "MarketingConsent" | "Other";
  country: "dk" | "no" | "fi" | "uk";
  language: "eng" | "dan" | "swe" | "nor" | "fin";
  isEnabled?: boolean | null;
  currentRevision: number;
  revisions: Array<{ revision: number; content: string; changeNote?: string | null; publishedAt: string; publishedBy?: string | null; }>;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type LegalDocumentInput = Omit<LegalDocumentRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'currentRevision' | 'revisions'> & { id?: string; version?: number; };
