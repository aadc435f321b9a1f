// Generated from schema/reports/plandayPayrateChanges.ts by `npm run generate`. Do not edit.
/** Pay rate change: a stored record as the API returns it. */
export interface PlandayPayrateChangeRecord {
  id: string;
  version: number;
  venueId: string;
  employeeName: string;
  employeeNumber?: string | null;
  reason: 1 | 2 | 3;
  oldRate: number;
  newRate: number;
  effectiveDate: string;
  hasError?: boolean | null;
  errorMessage?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type PlandayPayrateChangeInput = Omit<PlandayPayrateChangeRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
