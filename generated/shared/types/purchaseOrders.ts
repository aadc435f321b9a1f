// Generated from schema/pos/purchaseOrders.ts by `npm run generate`. Do not edit.
/** Purchase order: a stored record as the API returns it. */
export interface PurchaseOrderRecord {
  id: string;
  version: number;
  venueId: string;
  vendorId: string;
  orderNumber: string;
  state: "Unknown" | "Draft" | "Submitted" | "PartiallyReceived" | "FullyReceived" | "Cancelled";
  country: "dk" | "no" | "fi" | "uk";
  currency: string;
  expectedDeliveryDate?: string | null;
  note?: string | null;
  lines?: Array<{ lineId?: string | null; stockProductId: string; quantity: number; unitCost?: number | null; receivedQuantity?: number | null; }> | null;
  total: number;
  submittedAt: string;
  receivedAt: string;
  cancelledAt: string;
  receipts: Array<{ receivedAt?: string | null; receivedBy?: string | null; storageId?: string | null; note?: string | null; lines?: Array<{ lineId?: string | null; quantity?: number | null; }> | null; }>;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type PurchaseOrderInput = Omit<PurchaseOrderRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'orderNumber' | 'state' | 'country' | 'currency' | 'total' | 'submittedAt' | 'receivedAt' | 'cancelledAt' | 'receipts'> & { id?: string; version?: number; };
