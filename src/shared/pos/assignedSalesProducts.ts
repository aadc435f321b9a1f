import type { StoredRecord } from '../records';

/** What the domain actions of assigned sales products answer: the contract between `src/server/domain/pos/assignedSalesProducts.ts` and the typed calls. */
export interface AssignedSalesProductsResults {
  assign: StoredRecord;
  listByVenue: {
    prices: {
      priceGroupId: string;
      price: number;
    }[];
    productPrices: {
      priceGroupId: string;
      price: number;
    }[];
    effectivePrices: {
      priceGroupId: string;
      price: number;
      own: boolean;
    }[];
    currency: string;
    country: 'dk' | 'no' | 'fi' | 'uk';
    salesProductId: string | null;
    id: string;
    venueId: string | null;
    version: number;
    createdAt: Date;
    updatedAt: Date;
    isActive: boolean | null;
    number: string | null;
    name: string | null;
    salesProductGroupId: string | null;
  }[];
  update: StoredRecord;
}
