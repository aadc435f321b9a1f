// Generated from schema/venue/mediaLibrary.ts by `npm run generate`. Do not edit.
/** Media library: a stored record as the API returns it. */
export interface MediaLibraryRecord {
  id: string;
  version: number;
}

/** What a create or update sends. */
export type MediaLibraryInput = Omit<MediaLibraryRecord, 'id' | 'version'> & { id?: string; version?: number; };
