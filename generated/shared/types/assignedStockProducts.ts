// Generated from schema/pos/assignedStockProducts.ts by `npm run generate`. Do not edit.
/** Assigned stock product: a stored record as the API returns it. */
export interface AssignedStockProductRecord {
  id: string;
  version: number;
  venueId: string;
  stockProductId: string;
  storageId?: string | null;
  vendorId?: string | null;
  costPrice?: number | null;
  isActive?: boolean | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type AssignedStockProductInput = Omit<AssignedStockProductRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
