// Generated from schema/guests/guestImports.ts by `npm run generate`. Do not edit.
/** Guest import: a stored record as the API returns it. */
export interface GuestImportRecord {
  id: string;
  version: number;
  country: "dk" | "no" | "fi" | "uk";
  fileName?: string | null;
  status: string;
  rows?: Record<string, unknown>[] | null;
  appliedAt?: string | null;
  appliedBy?: string | null;
  result?: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type GuestImportInput = Omit<GuestImportRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
