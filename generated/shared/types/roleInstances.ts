// Generated from schema/shell/roleInstances.ts by `npm run generate`. Do not edit.
/** Role assignment: a stored record as the API returns it. */
export interface RoleInstanceRecord {
  id: string;
  version: number;
  userId: string;
  roleId: string;
  venueId?: string | null;
  validFromDate?: string | null;
  validToDate?: string | null;
  isDeactivated?: boolean | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type RoleInstanceInput = Omit<RoleInstanceRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
