// Generated from schema/procurement/venueStocks.ts by `npm run generate`. Do not edit.
/** Venue stock: a stored record as the API returns it. */
export interface VenueStockRecord {
  id: string;
  version: number;
  venueId?: string | null;
}

/** What a create or update sends. */
export type VenueStockInput = Omit<VenueStockRecord, 'id' | 'version'> & { id?: string; version?: number; };
