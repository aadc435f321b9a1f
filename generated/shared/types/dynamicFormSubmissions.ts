// Generated from schema/crm/dynamicFormSubmissions.ts by `npm run generate`. Do not edit.
/** Form submission: a stored record as the API returns it. */
export interface DynamicFormSubmissionRecord {
  id: string;
  formId: string;
  venueId: string;
  submittedAt: string;
  answers?: Array<{ key: string; value?: string | null; }> | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type DynamicFormSubmissionInput = Omit<DynamicFormSubmissionRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
