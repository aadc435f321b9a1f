import type { StoredRecord } from '../records';

/** What the domain actions of comments answer: the contract between `src/server/domain/venue/activationPlanComments.ts` and the typed calls. */
export interface ActivationPlanCommentsResults {
  listForVenue: {
    authorName: string | null;
    id: string;
    version: number;
    venueId: string;
    year: number;
    month: number;
    content: string;
    mentions?: string[] | null;
    templateId: string;
    templateKey: string;
    createdAt: string;
    updatedAt: string;
    createdBy: string | null;
    updatedBy: string | null;
  }[];
  create: StoredRecord;
  update: StoredRecord;
  importTemplate: {
    imported: number;
    skipped: number;
  };
}
