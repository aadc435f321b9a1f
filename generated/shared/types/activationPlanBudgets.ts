// Generated from schema/venue/activationPlanBudgets.ts by `npm run generate`. Do not edit.
/** Budget: a stored record as the API returns it. */
export interface ActivationPlanBudgetRecord {
  id: string;
  version: number;
  venueId: string;
  year: number;
  month: number;
  amount: number;
  note?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type ActivationPlanBudgetInput = Omit<ActivationPlanBudgetRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
