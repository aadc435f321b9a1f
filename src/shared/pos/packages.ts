import type { StoredRecord } from '../records';

/** What the domain actions of packages answer: the contract between `src/server/domain/pos/packages.ts` and the typed calls. */
export interface PackagesResults {
  create: StoredRecord;
  update: StoredRecord;
}
