import type { StoredRecord } from '../records';

/** What the domain actions of stock products answer: the contract between `src/server/domain/pos/stockProducts.ts` and the typed calls. */
export interface StockProductsResults {
  create: StoredRecord;
  update: StoredRecord;
}
