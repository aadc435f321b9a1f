import type { Records, StoredRecord } from '../records';

/** What the domain actions of comments answer: the contract between `src/server/domain/venue/activationPlanComments.ts` and the typed calls. */
export interface ActivationPlanCommentsResults {
  listForVenue: Array<Records['activationPlanComments'] & { authorName: string | null }>;
  create: StoredRecord;
  update: StoredRecord;
  importTemplate: {
    imported: number;
    skipped: number;
  };
}
