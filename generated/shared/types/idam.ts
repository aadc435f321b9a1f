// Generated from schema/shell/idam.ts by `npm run generate`. Do not edit.
/** Access: a stored record as the API returns it. */
export interface IdamRecord {
  id: string;
  version: number;
}

/** What a create or update sends. */
export type IdamInput = Omit<IdamRecord, 'id' | 'version'> & { id?: string; version?: number; };
