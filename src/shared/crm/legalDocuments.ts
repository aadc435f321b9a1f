import type { Records } from '../records';

/** The kinds of legal document a consent is governed by. */
export type DocumentType = 'PrivacyPolicy' | 'TermsAndConditions' | 'CookiePolicy' | 'MarketingConsent' | 'Other';

/** What the domain actions of legal documents answer: the contract between `src/server/domain/crm/legalDocuments.ts` and the typed calls. */
export interface LegalDocumentsResults {
  list: (Omit<Records['legalDocuments'], 'revisions'> & {
    legalDocumentId: string;
    revisionCount: number;
  })[];
  get: {
    revisions: {
      publishedByName: string | null;
      revision: number;
      content: string;
      changeNote?: string | null;
      publishedAt: string;
      publishedBy?: string | null;
    }[];
    id: string;
    version: number;
    name: string;
    type: 'PrivacyPolicy' | 'TermsAndConditions' | 'CookiePolicy' | 'MarketingConsent' | 'Other';
    country: 'dk' | 'no' | 'fi' | 'uk';
    language: 'eng' | 'dan' | 'swe' | 'nor' | 'fin';
    isEnabled?: boolean | null;
    currentRevision: number;
    createdAt: string;
    updatedAt: string;
    createdBy: string | null;
    updatedBy: string | null;
    legalDocumentId: string;
    revisionCount: number;
  };
  getRevision: {
    legalDocumentId: string;
    name: string;
    type: DocumentType;
    country: 'dk' | 'no' | 'fi' | 'uk';
    language: 'eng' | 'dan' | 'swe' | 'nor' | 'fin';
    revision: number;
    content: string;
    publishedAt: string;
    isCurrent: boolean;
  };
  create: Records['legalDocuments'] & {
    legalDocumentId: string;
    revisionCount: number;
  };
  update: Records['legalDocuments'] & {
    legalDocumentId: string;
    revisionCount: number;
  };
  guestPermissions: {
    consent: string;
    description: Partial<Record<'eng' | 'dan' | 'swe' | 'nor' | 'fin', string | null>>;
    governedBy: DocumentType;
    documents: {
      legalDocumentId: string;
      name: string;
      country: 'dk' | 'no' | 'fi' | 'uk';
      currentRevision: number;
    }[];
  }[];
}
