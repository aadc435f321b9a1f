// Generated from schema/procurement/desiredStocks.ts by `npm run generate`. Do not edit.
/** Par level: a stored record as the API returns it. */
export interface DesiredStockRecord {
  id: string;
  version: number;
  venueId: string;
  stockProductId: string;
  parLevel: number;
  reorderPoint?: number | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type DesiredStockInput = Omit<DesiredStockRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
