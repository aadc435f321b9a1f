// Generated from schema/shell/roles.ts by `npm run generate`. Do not edit.
/** Role: a stored record as the API returns it. */
export interface RoleRecord {
  id: string;
  version: number;
  roleId: string;
  name: string;
  permissions?: string[] | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type RoleInput = Omit<RoleRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
