import type { Page, StoredRecord } from '../records';

/** What the domain actions of guides answer: the contract between `src/server/domain/reports/wizardInstances.ts` and the typed calls. */
export interface WizardInstancesResults {
  list: Page<StoredRecord>;
}
