import type { StoredRecord } from '../records';

/** What the domain actions of data controller answer: the contract between `src/server/domain/crm/dataController.ts` and the typed calls. */
export interface DataControllerResults {
  get: StoredRecord;
  save: StoredRecord;
}
