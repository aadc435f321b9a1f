// Generated from schema/shell/venues.ts by `npm run generate`. Do not edit.
/** Venue: a stored record as the API returns it. */
export interface VenueRecord {
  id: string;
  version: number;
  name: string;
  shortName?: string | null;
  logoUrl?: string | null;
  country: "dk" | "no" | "fi" | "uk";
  timeZone: string;
  regionId?: string | null;
  isActive?: boolean | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type VenueInput = Omit<VenueRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
