// Generated from schema/shell/users.ts by `npm run generate`. Do not edit.
/** User: a stored record as the API returns it. */
export interface UserRecord {
  id: string;
  version: number;
  userName: string;
  name: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  tags?: string[] | null;
  locale?: "eng" | "dan" | "swe" | "nor" | "fin" | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type UserInput = Omit<UserRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
