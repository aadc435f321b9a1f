import type { StoredRecord } from '../records';

/** What the domain actions of terminals answer: the contract between `src/server/domain/pos/posDevices.ts` and the typed calls. */
export interface PosDevicesResults {
  create: StoredRecord;
  update: StoredRecord;
}
