// Generated from schema/life/listRuleFirings.ts by `npm run generate`. Do not edit.
/** List rule firing: a stored record as the API returns it. */
export interface ListRuleFiringRecord {
  id: string;
  ruleId: string;
  venueId: string;
  firedAt: string;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type ListRuleFiringInput = Omit<ListRuleFiringRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
