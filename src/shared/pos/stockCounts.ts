import type { StoredRecord } from '../records';

/** What the domain actions of stock counts answer: the contract between `src/server/domain/pos/stockCounts.ts` and the typed calls. */
export interface StockCountsResults {
  create: StoredRecord;
  update: StoredRecord;
  activate: StoredRecord;
  complete: StoredRecord;
  cancel: StoredRecord;
}
