// Generated from schema/venue/venueDrive.ts by `npm run generate`. Do not edit.
/** Folder: a stored record as the API returns it. */
export interface VenueDriveRecord {
  id: string;
  version: number;
  venueId: string;
  path: string;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type VenueDriveInput = Omit<VenueDriveRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
