import type { StoredRecord } from '../records';

/** What the domain actions of sales waste reasons answer: the contract between `src/server/domain/pos/salesWasteReasons.ts` and the typed calls. */
export interface SalesWasteReasonsResults {
  create: StoredRecord;
}
