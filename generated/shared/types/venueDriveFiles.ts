// Generated from schema/venue/venueDriveFiles.ts by `npm run generate`. Do not edit.
/** Drive file: a stored record as the API returns it. */
export interface VenueDriveFileRecord {
  id: string;
  venueId: string;
  domainPermission: string;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type VenueDriveFileInput = Omit<VenueDriveFileRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
