import type { StoredRecord } from '../records';

/** What the domain actions of desired stock answer: the contract between `src/server/domain/procurement/desiredStocks.ts` and the typed calls. */
export interface DesiredStocksResults {
  create: StoredRecord;
  update: StoredRecord;
  suggestOrders: {
    orders: StoredRecord[];
    withoutVendor: {
      stockProductId: string;
      name: string;
    }[];
  };
}
