import type { StoredRecord } from '../records';

/** What the domain actions of email signatures answer: the contract between `src/server/domain/crm/emailSignatures.ts` and the typed calls. */
export interface EmailSignaturesResults {
  get: StoredRecord;
  create: StoredRecord;
  update: StoredRecord;
}
