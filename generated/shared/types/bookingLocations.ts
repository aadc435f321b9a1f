// Generated from schema/setup/bookingLocations.ts by `npm run generate`. Do not edit.
/** Location: a stored record as the API returns it. */
export interface BookingLocationRecord {
  id: string;
  version: number;
  name?: string | null;
}

/** What a create or update sends. */
export type BookingLocationInput = Omit<BookingLocationRecord, 'id' | 'version'> & { id?: string; version?: number; };
