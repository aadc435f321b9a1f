import type { StoredRecord } from '../records';
import type { AssignedProductRow } from './assignedProducts';

/** What the domain actions of assigned stock products answer: the contract between `src/server/domain/pos/assignedStockProducts.ts` and the typed calls. */
export interface AssignedStockProductsResults {
  assign: StoredRecord;
  listByVenue: (AssignedProductRow & {
    costPrice: number | null;
    productCostPrice: number;
    effectiveCostPrice: number;
    effectiveVendorId: string | null;
    stockProductId: string | null;
    storageId: string | null;
    vendorId: string | null;
    stockProductGroupId: string | null;
    productUnitId: string | null;
    contentAmount: number | null;
    contentUnit: 'cl' | 'l' | 'g' | 'kg' | 'pcs' | null;
    productVendorId: string | null;
  })[];
  update: StoredRecord;
}
