import type { StoredRecord } from '../records';

/** What the domain actions of sales products answer: the contract between `src/server/domain/pos/salesProducts.ts` and the typed calls. */
export interface SalesProductsResults {
  create: StoredRecord;
  update: StoredRecord;
}
