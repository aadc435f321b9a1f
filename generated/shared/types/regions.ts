// Generated from schema/shell/regions.ts by `npm run generate`. Do not edit.
/** Region: a stored record as the API returns it. */
export interface RegionRecord {
  id: string;
  version: number;
  name: string;
  country: "dk" | "no" | "fi" | "uk";
  createdAt: string;
  updatedAt: string;
}

/** What a create or update sends. */
export type RegionInput = Omit<RegionRecord, 'id' | 'version' | 'createdAt' | 'updatedAt'> & { id?: string; version?: number; };
