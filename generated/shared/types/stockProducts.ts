// Generated from schema/pos/stockProducts.ts by `npm run generate`. Do not edit.
/** Stock product: a stored record as the API returns it. */
export interface StockProductRecord {
  id: string;
  version: number;
  name: string;
  number?: string | null;
  stockProductGroupId: string;
  vendorId?: string | null;
  productUnitId: string;
  stockContainerTypeId?: string | null;
  contentAmount?: number | null;
  contentUnit?: "cl" | "l" | "g" | "kg" | "pcs" | null;
  pouringCategoryId?: string | null;
  costPrice: number;
  barcode?: string | null;
  country: "dk" | "no" | "fi" | "uk";
  isActive?: boolean | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type StockProductInput = Omit<StockProductRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
