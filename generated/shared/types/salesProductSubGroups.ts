// Generated from schema/pos/salesProductSubGroups.ts by `npm run generate`. Do not edit.
/** Sales sub-group: a stored record as the API returns it. */
export interface SalesProductSubGroupRecord {
  id: string;
  version: number;
  name: string;
  color?: string | null;
  salesProductGroupId?: string | null;
  salesProductGroupName?: string | null;
}

/** What a create or update sends. */
export type SalesProductSubGroupInput = Omit<SalesProductSubGroupRecord, 'id' | 'version'> & { id?: string; version?: number; };
