// Generated from schema/venue/activationPlanComments.ts by `npm run generate`. Do not edit.
/** Comment: a stored record as the API returns it. */
export interface ActivationPlanCommentRecord {
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
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type ActivationPlanCommentInput = Omit<ActivationPlanCommentRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'templateId' | 'templateKey'> & { id?: string; version?: number; };
