// Generated from schema/pos/productUnits.ts by `npm run generate`. Do not edit.
/** Product unit: a stored record as the API returns it. */
export interface ProductUnitRecord {
  id: string;
  version: number;
  name: string;
  abbreviation?: string | null;
}

/** What a create or update sends. */
export type ProductUnitInput = Omit<ProductUnitRecord, 'id' | 'version'> & { id?: string; version?: number; };
