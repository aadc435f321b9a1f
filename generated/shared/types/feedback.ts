// Generated from schema/crm/feedback.ts by `npm run generate`. Do not edit.
/** Feedback: a stored record as the API returns it. */
export interface FeedbackRecord {
  id: string;
  category: "Idea" | "Problem" | "Praise" | "Other";
  message: string;
  rating?: number | null;
  page?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type FeedbackInput = Omit<FeedbackRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
