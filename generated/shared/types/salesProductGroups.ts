// Generated from schema/pos/salesProductGroups.ts by `npm run generate`. Do not edit.
/** Sales group: a stored record as the API returns it. */
export interface SalesProductGroupRecord {
  id: string;
  version: number;
  name: string;
  color?: string | null;
}

/** What a create or update sends. */
export type SalesProductGroupInput = Omit<SalesProductGroupRecord, 'id' | 'version'> & { id?: string; version?: number; };
