// Generated from schema/reports/campusLevelChanges.ts by `npm run generate`. Do not edit.
/** Campus level change: a stored record as the API returns it. */
export interface CampusLevelChangeRecord {
  id: string;
  version: number;
  venueId: string;
  employeeName: string;
  employeeNumber?: string | null;
  levelFrom?: number | null;
  levelTo: 1 | 2 | 3;
  changedOn: string;
  approvedBy?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type CampusLevelChangeInput = Omit<CampusLevelChangeRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
