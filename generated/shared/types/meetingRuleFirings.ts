// Generated from schema/life/meetingRuleFirings.ts by `npm run generate`. Do not edit.
/** Rule firing: a stored record as the API returns it. */
export interface MeetingRuleFiringRecord {
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
export type MeetingRuleFiringInput = Omit<MeetingRuleFiringRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
