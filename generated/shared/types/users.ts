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
}

/** What a create or update sends. */
export type UserInput = Omit<UserRecord, 'id' | 'version' | 'createdAt' | 'updatedAt'> & { id?: string; version?: number; };
