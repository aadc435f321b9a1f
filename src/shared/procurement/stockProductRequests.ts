import type { StoredRecord } from '../records';

/** What the domain actions of stock product requests answer: the contract between `src/server/domain/procurement/stockProductRequests.ts` and the typed calls. */
export interface StockProductRequestsResults {
  create: StoredRecord;
  approve: StoredRecord;
  reject: StoredRecord;
}
