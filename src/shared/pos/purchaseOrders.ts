import type { StoredRecord } from '../records';

/** What the domain actions of purchase orders answer: the contract between `src/server/domain/pos/purchaseOrders.ts` and the typed calls. */
export interface PurchaseOrdersResults {
  create: StoredRecord;
  update: {
    total: number;
    id: string;
    version?: number;
  };
  submit: StoredRecord;
  receive: StoredRecord;
  cancel: StoredRecord;
}
