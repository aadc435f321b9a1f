import type { Records, StoredRecord } from '../records';

/** What the domain actions of events answer: the contract between `src/server/domain/venue/activationPlanEvents.ts` and the typed calls. */
export interface ActivationPlanEventsResults {
  list: {
    items: Records['activationPlanEvents'][];
    totalItems: number;
    page: number;
    pageSize: number;
    totalPages: number;
  };
  listByDate: Records['activationPlanEvents'][];
  create: StoredRecord;
  update: StoredRecord;
  remove: void;
  importTemplate: {
    imported: number;
    skipped: number;
  };
}
