import type { StoredRecord } from '../records';

/** What the domain actions of assigned stock products answer: the contract between `src/server/domain/pos/assignedStockProducts.ts` and the typed calls. */
export interface AssignedStockProductsResults {
  assign: StoredRecord;
  listByVenue: {
    costPrice: number | null;
    productCostPrice: number;
    effectiveCostPrice: number;
    effectiveVendorId: string | null;
    currency: string;
    country: 'dk' | 'no' | 'fi' | 'uk';
    id: string;
    venueId: string | null;
    version: number;
    createdAt: Date;
    updatedAt: Date;
    isActive: boolean | null;
    number: string | null;
    name: string | null;
    stockProductId: string | null;
    storageId: string | null;
    vendorId: string | null;
    stockProductGroupId: string | null;
    productUnitId: string | null;
    contentAmount: number | null;
    contentUnit: 'cl' | 'l' | 'g' | 'kg' | 'pcs' | null;
    productVendorId: string | null;
  }[];
  update: StoredRecord;
}
