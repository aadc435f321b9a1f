import type { StoredRecord } from '../records';

/** What the domain actions of data processors answer: the contract between `src/server/domain/crm/dataProcessors.ts` and the typed calls. */
export interface DataProcessorsResults {
  save: StoredRecord;
}
