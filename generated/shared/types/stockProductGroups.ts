// Generated from schema/pos/stockProductGroups.ts by `npm run generate`. Do not edit.
/** Product group: a stored record as the API returns it. */
export interface StockProductGroupRecord {
  id: string;
  version: number;
  name: string;
  color?: string | null;
  productCategoryId?: string | null;
  productCategoryName?: string | null;
}

/** What a create or update sends. */
export type StockProductGroupInput = Omit<StockProductGroupRecord, 'id' | 'version'> & { id?: string; version?: number; };
