// Generated from schema/shell/regions.ts by `npm run generate`. Do not edit.
/** Region: a stored record as the API returns it. */
export interface RegionRecord {
  id: string;
  version: number;
  name: string;
  country: "dk" | "no" | "fi" | "uk";
}

/** What a create or update sends. */
export type RegionInput = Omit<RegionRecord, 'id' | 'version'> & { id?: string; version?: number; };
