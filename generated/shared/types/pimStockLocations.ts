// Generated from schema/venue/pimStockLocations.ts by `npm run generate`. Do not edit.
/** Stock location: a stored record as the API returns it. */
export interface PimStockLocationRecord {
  id: string;
  version: number;
  venueId: string;
  pimStockLocationType: "bar" | "backBar" | "storage" | "cellar" | "coldRoom" | "kitchen";
  name?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type PimStockLocationInput = Omit<PimStockLocationRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
