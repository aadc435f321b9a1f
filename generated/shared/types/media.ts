// Generated from schema/shell/media.ts by `npm run generate`. Do not edit.
/** File: a stored record as the API returns it. */
export interface MediaRecord {
  id: string;
  type: string;
  name: string;
  contentType: string;
  size: number;
  venueId?: string | null;
  folder?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type MediaInput = Omit<MediaRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
