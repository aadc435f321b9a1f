import type { StoredRecord } from '../records';

/** What the domain actions of cookies answer: the contract between `src/server/domain/crm/cookies.ts` and the typed calls. */
export interface CookiesResults {
  save: StoredRecord;
}
