// Generated from schema/crm/crmStatistics.ts by `npm run generate`. Do not edit.
/** CRM statistics: a stored record as the API returns it. */
export interface CrmStatisticRecord {
  id: string;
  computedAt: string;
  countries?: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type CrmStatisticInput = Omit<CrmStatisticRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
