import type { StoredRecord } from '../records';

/** What the domain actions of stock waste reasons answer: the contract between `src/server/domain/pos/stockWasteReasons.ts` and the typed calls. */
export interface StockWasteReasonsResults {
  create: StoredRecord;
}
