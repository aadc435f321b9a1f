// Generated from schema/pos/stockCounts.ts by `npm run generate`. Do not edit.
/** Stock count: a stored record as the API returns it. */
export interface StockCountRecord {
  id: string;
  version: number;
  venueId: string;
  name: string;
  countDate: string;
  storageId?: string | null;
  state: "Unknown" | "Draft" | "Active" | "Completed" | "Cancelled";
  country: "dk" | "no" | "fi" | "uk";
  currency: string;
  note?: string | null;
  lines?: Array<{ lineId?: string | null; stockProductId: string; locationId?: string | null; expectedQuantity?: number | null; countedQuantity?: number | null; }> | null;
  varianceValue: number;
  activatedAt: string;
  completedAt: string;
  cancelledAt: string;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type StockCountInput = Omit<StockCountRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'state' | 'country' | 'currency' | 'varianceValue' | 'activatedAt' | 'completedAt' | 'cancelledAt'> & { id?: string; version?: number; };
