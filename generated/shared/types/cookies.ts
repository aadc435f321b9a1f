// Generated from schema/crm/cookies.ts by `npm run generate`. Do not edit.
/** Cookie: a stored record as the API returns it. */
export interface CookieRecord {
  id: string;
  version: number;
  name: string;
  provider: string;
  purpose?: string | null;
  method: "Cookie" | "SessionStorage" | "LocalStorage";
  type: "Session" | "Persistent";
  category: "Nessecary" | "Preferences" | "Analytics" | "Marketing" | "Unclassified";
  expiryDays?: number | null;
  domain?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type CookieInput = Omit<CookieRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
