import type { StoredRecord } from '../records';

/** What the domain actions of floorplans answer: the contract between `src/server/domain/pos/posFloorplans.ts` and the typed calls. */
export interface PosFloorplansResults {
  create: StoredRecord;
  update: StoredRecord;
}
