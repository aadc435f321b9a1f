// Generated from schema/pos/pouringCategories.ts by `npm run generate`. Do not edit.
/** Pouring category: a stored record as the API returns it. */
export interface PouringCategorieRecord {
  id: string;
  version: number;
  name: string;
  pourSize?: number | null;
  wastePercentage?: number | null;
}

/** What a create or update sends. */
export type PouringCategorieInput = Omit<PouringCategorieRecord, 'id' | 'version'> & { id?: string; version?: number; };
