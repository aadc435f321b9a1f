// Generated from schema/shell/tags.ts by `npm run generate`. Do not edit.
/** Mention: a stored record as the API returns it. */
export interface TagRecord {
  id: string;
  version: number;
}

/** What a create or update sends. */
export type TagInput = Omit<TagRecord, 'id' | 'version'> & { id?: string; version?: number; };
