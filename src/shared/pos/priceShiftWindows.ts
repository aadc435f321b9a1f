import type { StoredRecord } from '../records';

/** What the domain actions of price shift windows answer: the contract between `src/server/domain/pos/priceShiftWindows.ts` and the typed calls. */
export interface PriceShiftWindowsResults {
  create: StoredRecord;
  update: StoredRecord;
}
