import type { StoredRecord } from '../records';

/** What the domain actions of products answer: the contract between `src/server/domain/setup/setupProducts.ts` and the typed calls. */
export interface SetupProductsResults {
  update: StoredRecord;
}
