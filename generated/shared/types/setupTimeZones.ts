// Generated from schema/setup/setupTimeZones.ts by `npm run generate`. Do not edit.
/** Time zone: a stored record as the API returns it. */
export interface SetupTimeZoneRecord {
  id: string;
  version: number;
  name?: string | null;
}

/** What a create or update sends. */
export type SetupTimeZoneInput = Omit<SetupTimeZoneRecord, 'id' | 'version'> & { id?: string; version?: number; };
