// Generated from schema/pos/assignedSalesProducts.ts by `npm run generate`. Do not edit.
/** Assigned sales product: a stored record as the API returns it. */
export interface AssignedSalesProductRecord {
  id: string;
  version: number;
  venueId: string;
  salesProductId: string;
  prices?: { priceGroupId: string; price: number; }[] | null;
  isActive?: boolean | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type AssignedSalesProductInput = Omit<AssignedSalesProductRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
