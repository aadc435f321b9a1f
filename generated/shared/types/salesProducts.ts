// Generated from schema/pos/salesProducts.ts by `npm run generate`. Do not edit.
/** Sales product: a stored record as the API returns it. */
export interface SalesProductRecord {
  id: string;
  version: number;
  name: string;
  number?: string | null;
  salesProductGroupId: string;
  salesProductSubGroupId?: string | null;
  taxGroupId: string;
  prices?: { priceGroupId: string; price: number; }[] | null;
  recipeId?: string | null;
  allergyIds?: string[] | null;
  color?: string | null;
  country: "dk" | "no" | "fi" | "uk";
  isActive?: boolean | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type SalesProductInput = Omit<SalesProductRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
