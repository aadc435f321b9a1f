// Generated from schema/shell/regions.ts by `npm run generate`. Do not edit.
/** Region: a stored record as the API returns it. */
export interface RegionRecord {
  id: string;
  version: number;
  name: string;
  country: "dk" | "no" | "fi" | "uk";
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type RegionInput = Omit<RegionRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
