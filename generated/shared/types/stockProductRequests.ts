// Generated from schema/procurement/stockProductRequests.ts by `npm run generate`. Do not edit.
/** Stock product request: a stored record as the API returns it. */
export interface StockProductRequestRecord {
  id: string;
  version: number;
  venueId: string;
  name: string;
  vendorName?: string | null;
  contentAmount?: number | null;
  contentUnit?: "cl" | "l" | "g" | "kg" | "pcs" | null;
  estimatedCost?: number | null;
  reason?: string | null;
  state: "Pending" | "Approved" | "Rejected";
  country: "dk" | "no" | "fi" | "uk";
  decisionNote: string;
  stockProductId: string;
  decidedBy: string;
  decidedAt: string;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type StockProductRequestInput = Omit<StockProductRequestRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'state' | 'country' | 'decisionNote' | 'stockProductId' | 'decidedBy' | 'decidedAt'> & { id?: string; version?: number; };
