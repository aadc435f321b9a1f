import type { StoredRecord } from '../records';
import type { AssignedProductRow } from './assignedProducts';

/** What the domain actions of assigned sales products answer: the contract between `src/server/domain/pos/assignedSalesProducts.ts` and the typed calls. */
export interface AssignedSalesProductsResults {
  assign: StoredRecord;
  listByVenue: (AssignedProductRow & {
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
    salesProductId: string | null;
    salesProductGroupId: string | null;
  })[];
  update: StoredRecord;
}
