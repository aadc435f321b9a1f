// Generated from schema/venue/activationPlanChangeLog.ts by `npm run generate`. Do not edit.
/** Change: a stored record as the API returns it. */
export interface ActivationPlanChangeLogRecord {
  id: string;
  venueId: string;
  at: string;
  entity: "event" | "campaign" | "comment" | "budget";
  entityId?: string | null;
  change: "created" | "updated" | "deleted" | "imported";
  summary?: string | null;
  userName?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type ActivationPlanChangeLogInput = Omit<ActivationPlanChangeLogRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
