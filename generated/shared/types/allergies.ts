// Generated from schema/pos/allergies.ts by `npm run generate`. Do not edit.
/** Allergy: a stored record as the API returns it. */
export interface AllergieRecord {
  id: string;
  version: number;
  name: string;
}

/** What a create or update sends. */
export type AllergieInput = Omit<AllergieRecord, 'id' | 'version'> & { id?: string; version?: number; };
