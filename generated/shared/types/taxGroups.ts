// Generated from schema/pos/taxGroups.ts by `npm run generate`. Do not edit.
/** Tax group: a stored record as the API returns it. */
export interface TaxGroupRecord {
  id: string;
  version: number;
  name: string;
  code?: string | null;
  taxRatePercentage?: number | null;
}

/** What a create or update sends. */
export type TaxGroupInput = Omit<TaxGroupRecord, 'id' | 'version'> & { id?: string; version?: number; };
