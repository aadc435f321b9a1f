// Generated from schema/bookings/tonightAcrossVenues.ts by `npm run generate`. Do not edit.
/** Tonight across venues: a stored record as the API returns it. */
export interface TonightAcrossVenueRecord {
  id: string;
  version: number;
  date?: string | null;
}

/** What a create or update sends. */
export type TonightAcrossVenueInput = Omit<TonightAcrossVenueRecord, 'id' | 'version'> & { id?: string; version?: number; };
