import type { StoredRecord } from '../records';

/** What the domain actions of automations answer: the contract between `src/server/domain/crm/automations.ts` and the typed calls. */
export interface AutomationsResults {
  create: StoredRecord;
  update: StoredRecord;
  duplicate: StoredRecord;
}
