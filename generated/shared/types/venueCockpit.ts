// Generated from schema/venue/venueCockpit.ts by `npm run generate`. Do not edit.
/** Cockpit: a stored record as the API returns it. */
export interface VenueCockpitRecord {
  id: string;
  version: number;
}

/** What a create or update sends. */
export type VenueCockpitInput = Omit<VenueCockpitRecord, 'id' | 'version'> & { id?: string; version?: number; };
